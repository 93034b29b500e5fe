import { IMAGE_MAX_BYTES, MEDIA_MESSAGES } from '@app/contracts';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
/** Photos are cut down to this width in the browser before upload, so a venue of 20 phone photos fits one request. */
const UPLOAD_MAX_WIDTH = 1600;

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(MEDIA_MESSAGES.unreadable));
    reader.readAsDataURL(blob);
  });
}

/**
 * A chosen file as a data URL (the API's venue images, owner-admin.md §3). The server checks the
 * bytes and re-encodes anyway; this only refuses the obvious early and shrinks large photos.
 */
export async function readImageFile(file: File): Promise<string> {
  if (!ACCEPTED.includes(file.type)) throw new Error(MEDIA_MESSAGES.notAnImage);
  if (file.size > IMAGE_MAX_BYTES) throw new Error(MEDIA_MESSAGES.tooManyBytes(IMAGE_MAX_BYTES / (1024 * 1024)));
  if (typeof createImageBitmap !== 'function') return readAsDataUrl(file);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(MEDIA_MESSAGES.unreadable);
  }
  if (bitmap.width <= UPLOAD_MAX_WIDTH) {
    bitmap.close();
    return readAsDataUrl(file);
  }
  const canvas = document.createElement('canvas');
  canvas.width = UPLOAD_MAX_WIDTH;
  canvas.height = Math.round((bitmap.height * UPLOAD_MAX_WIDTH) / bitmap.width);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.88);
}

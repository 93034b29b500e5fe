import sharp from 'sharp';

/* What the blog suites send: multipart bodies as a browser's FormData would, with real images. */

export interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export function multipartBody(fields: Record<string, string>, file?: MultipartFile) {
  const boundary = `----blog${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function pngImage(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 16, g: 110, b: 80 } } })
    .png()
    .toBuffer();
}

export const imageFile = (bytes: Buffer, filename = 'cover.png', contentType = 'image/png'): MultipartFile => ({
  field: 'image',
  filename,
  contentType,
  bytes,
});

export const validPostFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  title: 'Booking Padel Courts in Manchester',
  excerpt: 'Where to play padel in Manchester and what to bring.',
  content: '## Why padel\n\nPadel is **fast**, social and easy to learn.\n\n- Bring trainers\n- Rent a racquet',
  author: 'Sam Carter',
  category: 'Guides',
  is_featured: 'false',
  ...overrides,
});

import { ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { mediaUrl } from '@/lib/media-url';
import { readImageFile } from '../lib/read-image-file';

/**
 * A sport's photos: stored images and new ones (data URLs), each removable; at least one is required.
 * Files are read asynchronously, so the field reports what to add or remove, never a whole new list
 * built from images it saw before the read (photos chosen meanwhile for another sport would be lost).
 */
export function SportImagesField({
  sport,
  images,
  onAdd,
  onRemove,
}: {
  sport: string;
  images: readonly string[];
  onAdd: (added: string[]) => void;
  onRemove: (index: number) => void;
}) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    setProblem(null);
    const added: string[] = [];
    for (const file of Array.from(files)) {
      try {
        added.push(await readImageFile(file));
      } catch (error) {
        setProblem(error instanceof Error ? error.message : String(error));
      }
    }
    if (added.length) onAdd(added);
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {images.map((image, index) => (
          <div
            key={`${index}-${image.slice(-24)}`}
            className="relative size-20 overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
          >
            <img
              src={mediaUrl(image) ?? undefined}
              alt={`${sport} photo ${index + 1}`}
              className="size-full object-cover"
            />
            <button
              type="button"
              aria-label={`Remove ${sport} photo ${index + 1}`}
              onClick={() => onRemove(index)}
              className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-slate-800 shadow hover:bg-white"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </div>
        ))}
        <label
          htmlFor={inputId}
          className="flex size-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 text-xs text-slate-700 hover:border-emerald-600 focus-within:outline-2 focus-within:outline-emerald-600"
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          Add photos
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            aria-label={`Add ${sport} photos`}
            className="sr-only"
            onChange={(event) => {
              void onFiles(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

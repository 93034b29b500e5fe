import { VENUE_PHOTO_SIZES, type VenueDetail } from '@app/contracts';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { VenueImage } from './venue-image';
import { VENUE_THUMBNAIL_SIZES } from '@/lib/responsive-image';

export const ALL_PHOTOS = 'all';

interface Photo {
  url: string | null;
  sport: string | null;
}

function photosOf(venue: VenueDetail): Photo[] {
  if (venue.gallery.length > 0) return venue.gallery;
  if (venue.images.length > 0) return venue.images.map((url) => ({ url, sport: null }));
  return [{ url: null, sport: null }];
}

/** 'All photos' plus every sport that has at least one photo tagged with it, each with its count. */
function galleryFilters(venue: VenueDetail): { value: string; label: string; count: number }[] {
  const photos = photosOf(venue);
  const tagged = [...new Set(photos.map((photo) => photo.sport).filter((sport): sport is string => sport !== null))];
  const ordered = [
    ...venue.sports.filter((sport) => tagged.includes(sport)),
    ...tagged.filter((sport) => !venue.sports.includes(sport)),
  ];
  return [
    { value: ALL_PHOTOS, label: 'All photos', count: photos.length },
    ...ordered.map((sport) => ({
      value: sport,
      label: sport,
      count: photos.filter((photo) => photo.sport === sport).length,
    })),
  ];
}

interface VenueGalleryProps {
  venue: VenueDetail;
  filter: string;
  onFilterChange: (filter: string) => void;
}

/** Photo gallery with a sport filter and a thumbnail strip (buttons; arrow keys move along the strip). */
export function VenueGallery({ venue, filter, onFilterChange }: VenueGalleryProps) {
  const filters = galleryFilters(venue);
  const activeFilter = filters.some((option) => option.value === filter) ? filter : ALL_PHOTOS;
  const allPhotos = photosOf(venue);
  const photos = activeFilter === ALL_PHOTOS ? allPhotos : allPhotos.filter((photo) => photo.sport === activeFilter);
  return (
    <section aria-label="Photos" className="space-y-3">
      {filters.length > 1 && (
        <div role="group" aria-label="Filter photos by sport" className="flex flex-wrap gap-2">
          {filters.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={option.value === activeFilter}
              onClick={() => onFilterChange(option.value)}
              className={clsx(
                'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
                option.value === activeFilter
                  ? 'border-emerald-700 bg-emerald-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              {option.label} ({option.count})
            </button>
          ))}
        </div>
      )}
      {/* A new filter starts again at its first photo. */}
      <PhotoViewer key={activeFilter} venueName={venue.name} photos={photos} />
    </section>
  );
}

function PhotoViewer({ venueName, photos }: { venueName: string; photos: Photo[] }) {
  const [index, setIndex] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const current = photos[Math.min(index, photos.length - 1)];
  const count = photos.length;

  const show = (next: number, focus = false) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (focus) thumbnails.current[wrapped]?.focus();
  };

  const handleStripKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  };

  const photoLabel = (position: number, photo: Photo | undefined) =>
    `${venueName}, photo ${position + 1} of ${count}${photo?.sport ? ` (${photo.sport})` : ''}`;

  return (
    <div className="space-y-3">
      <div className="relative overflow-hidden rounded-2xl bg-slate-100">
        <VenueImage
          src={current?.url}
          alt={photoLabel(index, current)}
          sizes={VENUE_PHOTO_SIZES}
          fetchPriority={index === 0 ? 'high' : undefined}
          width={1600}
          height={900}
          className="aspect-[16/9] w-full object-cover"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous photo"
              onClick={() => show(index - 1)}
              className="absolute top-1/2 left-3 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label="Next photo"
              onClick={() => show(index + 1)}
              className="absolute top-1/2 right-3 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <p className="absolute right-3 bottom-3 rounded-full bg-slate-950/75 px-2.5 py-1 text-xs font-medium text-white">
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <div
          role="group"
          aria-label="Photo thumbnails"
          onKeyDown={handleStripKey}
          className="flex gap-2 overflow-x-auto p-1"
        >
          {photos.map((photo, position) => (
            <button
              key={`${photo.url ?? 'fallback'}-${position}`}
              ref={(element) => {
                thumbnails.current[position] = element;
              }}
              type="button"
              aria-label={`Show photo ${position + 1} of ${count}`}
              aria-current={position === index ? 'true' : undefined}
              tabIndex={position === index ? 0 : -1}
              onClick={() => show(position)}
              className={clsx(
                'shrink-0 overflow-hidden rounded-lg border-2',
                position === index ? 'border-emerald-700' : 'border-transparent opacity-80 hover:opacity-100',
              )}
            >
              <VenueImage
                src={photo.url}
                alt=""
                loading="lazy"
                sizes={VENUE_THUMBNAIL_SIZES}
                width={96}
                height={64}
                className="h-16 w-24 object-cover"
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

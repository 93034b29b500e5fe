import { useState, type ImgHTMLAttributes } from 'react';
import { mediaUrl } from '@/lib/media-url';

const VENUE_FALLBACK_IMAGE = '/media/demo/venue-fallback.svg';

interface VenueImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
}

/** A venue photo that falls back to the generic venue picture when there is none or it fails to load. */
export function VenueImage({ src, alt, ...props }: VenueImageProps) {
  const wanted = mediaUrl(src) ?? mediaUrl(VENUE_FALLBACK_IMAGE)!;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const fallback = mediaUrl(VENUE_FALLBACK_IMAGE)!;
  const shown = failedSrc === wanted ? fallback : wanted;
  return (
    <img
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== fallback) setFailedSrc(wanted);
      }}
      {...props}
    />
  );
}

import { useState, type ImgHTMLAttributes } from 'react';
import { mediaUrl } from '@/lib/media-url';
import { imageSrcSet } from '@/lib/responsive-image';

const VENUE_FALLBACK_IMAGE = '/media/demo/venue-fallback.svg';

interface VenueImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  src: string | null | undefined;
}

/**
 * A venue photo that falls back to the generic venue picture when there is none or it fails to load.
 * An uploaded photo also offers its smaller widths (`srcset`), so pass `sizes` for where it is shown.
 */
export function VenueImage({ src, alt, ...props }: VenueImageProps) {
  const wanted = mediaUrl(src) ?? mediaUrl(VENUE_FALLBACK_IMAGE)!;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const fallback = mediaUrl(VENUE_FALLBACK_IMAGE)!;
  const failed = failedSrc === wanted;
  const shown = failed ? fallback : wanted;
  return (
    <img
      src={shown}
      srcSet={failed ? undefined : imageSrcSet(src)}
      alt={alt}
      decoding="async"
      onError={() => {
        if (shown !== fallback) setFailedSrc(wanted);
      }}
      {...props}
    />
  );
}

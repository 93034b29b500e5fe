import { useState, type ImgHTMLAttributes } from 'react';
import { mediaUrl } from '@/lib/media-url';

const BLOG_FALLBACK_IMAGE = '/media/demo/venue-fallback.svg';

/** A post's picture, falling back to the generic one when there is none or it fails to load. */
export function BlogImage({
  src,
  alt,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null }) {
  const wanted = mediaUrl(src) ?? mediaUrl(BLOG_FALLBACK_IMAGE)!;
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? mediaUrl(BLOG_FALLBACK_IMAGE)! : wanted;
  return <img src={shown} alt={alt} onError={() => setFailed(wanted)} {...props} />;
}

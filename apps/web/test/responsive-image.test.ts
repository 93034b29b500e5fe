import { describe, expect, it } from 'vitest';
import { imageSrcSet } from '../src/lib/responsive-image';

describe('imageSrcSet', () => {
  it('offers the three stored widths of an uploaded photo, smallest first', () => {
    expect(imageSrcSet('/media/venues/0123456789abcdef01234567-lg.webp')).toBe(
      '/media/venues/0123456789abcdef01234567-sm.webp 480w, /media/venues/0123456789abcdef01234567-md.webp 960w, /media/venues/0123456789abcdef01234567-lg.webp 1600w',
    );
  });

  it('gives no srcset for images that exist in one size only', () => {
    expect(imageSrcSet('/media/demo/venue-3-1.svg')).toBeUndefined();
    expect(imageSrcSet('https://example.com/photos/0123456789abcdef01234567-lg.webp')).toBeUndefined();
    expect(imageSrcSet('/media/venues/0123456789abcdef01234567-md.webp')).toBeUndefined();
    expect(imageSrcSet('/media/venues/not-a-stored-name-lg.webp')).toBeUndefined();
    expect(imageSrcSet(null)).toBeUndefined();
    expect(imageSrcSet(undefined)).toBeUndefined();
  });
});

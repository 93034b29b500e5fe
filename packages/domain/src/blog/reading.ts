import { markdownToPlainText } from './markdown';

/** Adults read screen text at roughly 200–250 words a minute; the lower figure rounds up for skimmers' sake. */
export const READING_WORDS_PER_MINUTE = 200;

export function countWords(markdown: string): number {
  const text = markdownToPlainText(markdown);
  return text ? text.split(' ').length : 0;
}

/** '4 min read': whole minutes, rounded up, never less than one. */
export function readTimeLabel(markdown: string): string {
  const minutes = Math.max(1, Math.ceil(countWords(markdown) / READING_WORDS_PER_MINUTE));
  return `${minutes} min read`;
}

/** Longest slug kept, cut at a word boundary, so URLs stay shareable. */
export const SLUG_MAX_LENGTH = 80;

/**
 * A post's URL name from its title: 'Why Badminton Is the UK’s Most Underrated Sport' →
 * 'why-badminton-is-the-uks-most-underrated-sport'. Accents are folded, apostrophes dropped, every
 * other run of non-alphanumerics becomes one dash. A title with no letters or digits gives 'post'.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!slug) return 'post';
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 20 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}

/** The first free slug among base, base-2, base-3, … given the slugs already taken. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

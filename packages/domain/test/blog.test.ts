import { describe, expect, it } from 'vitest';
import { isSafeLinkTarget, markdownToPlainText, readTimeLabel, renderMarkdown, slugify, uniqueSlug } from '../src';

describe('blog slugs', () => {
  it.each([
    ['How to Choose the Right Tennis Court Surface', 'how-to-choose-the-right-tennis-court-surface'],
    ['Why Badminton Is the UK’s Most Underrated Sport', 'why-badminton-is-the-uks-most-underrated-sport'],
    ['Café Crème & Padel: 5-a-side?!', 'cafe-creme-and-padel-5-a-side'],
    ['   ', 'post'],
    ['🎾🎾', 'post'],
  ])('%s → %s', (title, slug) => expect(slugify(title)).toBe(slug));

  it('cuts long titles at a word boundary', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^(word-)*word$/);
  });

  it('numbers a slug already taken', () => {
    expect(uniqueSlug('padel', new Set())).toBe('padel');
    expect(uniqueSlug('padel', new Set(['padel', 'padel-2']))).toBe('padel-3');
  });
});

describe('reading time', () => {
  it('counts words without markup, rounds up, at least one minute', () => {
    expect(readTimeLabel('')).toBe('1 min read');
    expect(readTimeLabel('word '.repeat(200))).toBe('1 min read');
    expect(readTimeLabel('word '.repeat(201))).toBe('2 min read');
    expect(markdownToPlainText('## A **bold** [link](https://x.test)\n\n- one\n- two')).toBe('A bold link one two');
  });
});

describe('markdown rendering', () => {
  it('renders the supported subset', () => {
    expect(
      renderMarkdown('# Title\n\nSome *em* and `<code>`.\n\n1. one\n2. two\n\n> quoted\n\n---\n\n```\n<b>x</b>\n```'),
    ).toBe(
      '<h2>Title</h2>\n<p>Some <em>em</em> and <code>&lt;code&gt;</code>.</p>\n<ol><li>one</li><li>two</li></ol>\n<blockquote><p>quoted</p></blockquote>\n<hr>\n<pre><code>&lt;b&gt;x&lt;/b&gt;</code></pre>',
    );
  });

  it('never lets HTML or unsafe links through', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) [y](JaVaScRiPt:alert(1)) [z](//evil.test) [ok](/venues)',
    );
    expect(html).not.toMatch(/<(script|img)|href="(javascript|\/\/)/i);
    expect(html).toContain('<a href="/venues">ok</a>');
  });

  it.each([
    ['https://example.com', true],
    ['mailto:hello@example.com', true],
    ['/blog/a', true],
    ['#top', true],
    ['javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,x', false],
    ['//evil.test', false],
    ['vbscript:x', false],
  ])('link target %s is safe: %s', (target, safe) => expect(isSafeLinkTarget(target)).toBe(safe));
});

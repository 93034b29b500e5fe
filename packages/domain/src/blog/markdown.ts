/*
 * Blog posts are written in Markdown by admins and read by everyone, so the HTML they become must be
 * safe whatever the text holds. This renderer is safe by construction rather than by cleaning: every
 * character of the author's text is HTML-escaped, and the only tags in the output are the ones it
 * writes itself (p, h2–h4, ul, ol, li, blockquote, pre, code, strong, em, hr, a). Raw HTML in a post
 * (`<script>`, `<img onerror=…>`) is therefore shown as text, never parsed; a link is kept only when
 * its target is http(s), mailto or a path on this site — `javascript:`, `data:` and the like become
 * plain text. The subset covers what a blog article needs; anything else stays readable as text.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** A link target we are willing to write into href: absolute http(s), mailto, or a same-site path. */
export function isSafeLinkTarget(target: string): boolean {
  // Control characters and spaces inside a scheme are how `java\tscript:` slips past naive checks.
  for (const character of target) if (character.charCodeAt(0) <= 0x20 || character.charCodeAt(0) === 0x7f) return false;
  if (/^https?:\/\/[^/]/i.test(target) || /^mailto:[^@\s]+@[^@\s]+$/i.test(target)) return true;
  return /^\/(?!\/)/.test(target) || /^#[\w-]*$/.test(target);
}

/** [label](target); the target may hold one level of parentheses, as Wikipedia URLs do. */
const LINK = /\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g;

/** Bold and italics over text that is already escaped (their markers are not HTML-special). */
function emphasis(escaped: string): string {
  return escaped
    .replace(/\*\*(?=\S)([^*]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/__(?=\S)([^_]*?\S)__/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*(?=\S)([^*]*?\S)\*(?![*\w])/g, '$1<em>$2</em>')
    .replace(/(^|[^_\w])_(?=\S)([^_]*?\S)_(?![_\w])/g, '$1<em>$2</em>');
}

function linksAndEmphasis(raw: string): string {
  let html = '';
  let last = 0;
  for (const match of raw.matchAll(LINK)) {
    const [whole, text, target] = match as unknown as [string, string, string];
    html += emphasis(escapeHtml(raw.slice(last, match.index)));
    const label = emphasis(escapeHtml(text));
    const external = /^(https?:|mailto:)/i.test(target);
    html += isSafeLinkTarget(target)
      ? `<a href="${escapeHtml(target)}"${external ? ' rel="nofollow noopener noreferrer"' : ''}>${label}</a>`
      : label;
    last = match.index + whole.length;
  }
  return html + emphasis(escapeHtml(raw.slice(last)));
}

/** Inline Markdown: `code` first (nothing inside it is formatted), then links, bold and italics. */
export function renderInline(raw: string): string {
  return raw
    .split(/(`[^`\n]+`)/g)
    .map((part, index) => (index % 2 === 1 ? `<code>${escapeHtml(part.slice(1, -1))}</code>` : linksAndEmphasis(part)))
    .join('');
}

const BULLET = /^\s*[-*+]\s+/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const FENCE = /^\s*```/;

function isBlockStart(line: string): boolean {
  return (
    HEADING.test(line) ||
    BULLET.test(line) ||
    NUMBERED.test(line) ||
    RULE.test(line) ||
    FENCE.test(line) ||
    /^\s*>/.test(line)
  );
}

/** The author's Markdown as HTML made only of the tags listed above. */
export function renderMarkdown(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: string[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (!line.trim()) {
      index += 1;
      continue;
    }
    if (FENCE.test(line)) {
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !FENCE.test(lines[index]!)) code.push(lines[index++]!);
      index += 1; // the closing fence (or the end of the text)
      blocks.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      // The page's own title is the h1, so a post's headings start at h2.
      const level = Math.min(Math.max(heading[1]!.length, 2), 4);
      blocks.push(`<h${level}>${renderInline(heading[2]!)}</h${level}>`);
      index += 1;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push('<hr>');
      index += 1;
      continue;
    }
    if (BULLET.test(line) || NUMBERED.test(line)) {
      const marker = BULLET.test(line) ? BULLET : NUMBERED;
      const items: string[] = [];
      while (index < lines.length && marker.test(lines[index]!)) {
        let item = lines[index]!.replace(marker, '');
        index += 1;
        // Indented lines continue the item above.
        while (
          index < lines.length &&
          /^\s{2,}\S/.test(lines[index]!) &&
          !BULLET.test(lines[index]!) &&
          !NUMBERED.test(lines[index]!)
        ) {
          item += ` ${lines[index]!.trim()}`;
          index += 1;
        }
        items.push(`<li>${renderInline(item)}</li>`);
      }
      const tag = marker === BULLET ? 'ul' : 'ol';
      blocks.push(`<${tag}>${items.join('')}</${tag}>`);
      continue;
    }
    if (/^\s*>/.test(line)) {
      const quoted: string[] = [];
      while (index < lines.length && /^\s*>/.test(lines[index]!)) quoted.push(lines[index++]!.replace(/^\s*>\s?/, ''));
      blocks.push(`<blockquote>${renderMarkdown(quoted.join('\n'))}</blockquote>`);
      continue;
    }
    const paragraph: string[] = [line.trim()];
    index += 1;
    while (index < lines.length && lines[index]!.trim() && !isBlockStart(lines[index]!))
      paragraph.push(lines[index++]!.trim());
    blocks.push(`<p>${renderInline(paragraph.join('\n'))}</p>`);
  }
  return blocks.join('\n');
}

/** The words of a Markdown text, its markup left out (for reading time and summaries). */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/```/g, ' ')
    .replace(LINK, '$1')
    .replace(/^\s*(#{1,6}|[-*+]|\d{1,9}[.)]|>)\s+/gm, '')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

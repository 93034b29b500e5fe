import { clsx } from 'clsx';

/*
 * The article's text. `html` is the API's `content`: HTML the server rendered from the Markdown with
 * an allow-list of tags, every character of the author's text escaped (docs/decisions/0017), so it is
 * inserted as it is. The CSP (no inline scripts) stands behind it.
 */
const ARTICLE_STYLES = clsx(
  'text-base leading-7 text-slate-700',
  '[&_p]:mt-4 [&_p:first-child]:mt-0',
  '[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-5 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-emerald-800 [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-emerald-600 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm',
  '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:text-slate-100',
  '[&_hr]:my-8 [&_hr]:border-slate-200',
);

export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      data-testid="article-body"
      className={clsx(ARTICLE_STYLES, className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

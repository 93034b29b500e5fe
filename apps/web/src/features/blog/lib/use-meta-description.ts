import { useEffect } from 'react';

/**
 * Sets the page's one meta description while the component is shown, restoring the previous text
 * after. (A rendered <meta> would be added beside the one index.html or the server already wrote.)
 */
export function useMetaDescription(text: string | undefined) {
  useEffect(() => {
    if (!text) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = text;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [text]);
}

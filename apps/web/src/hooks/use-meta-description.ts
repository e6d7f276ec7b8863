import { useEffect } from 'react';

/** Sets `<meta name="description">` while the page is shown (search engines and link previews read it). */
export const useMetaDescription = (text: string | undefined): void => {
  useEffect(() => {
    if (!text) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = text.replace(/\s+/g, ' ').trim().slice(0, 160);
    return () => {
      if (!meta) return;
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [text]);
};

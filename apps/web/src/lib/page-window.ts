import { createContext, useContext } from 'react';

/**
 * The window of the page being drawn: the browser's own, or on the server (entry-server.tsx) a jsdom window at the
 * page's address, so what reads the page's origin or needs a document to work in draws the same on both sides.
 */
export const PageWindowContext = createContext<Window | undefined>(
  typeof window === 'undefined' ? undefined : window,
);

export const usePageWindow = (): Window => {
  const view = useContext(PageWindowContext);
  if (!view) throw new Error('页面在没有文档环境的地方绘制');
  return view;
};

import type { ReactNode } from 'react';
import { usePageTitle } from '../../features/platform/hooks/use-page-title.ts';

interface ContentPageProps {
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** Every page's frame: the document title and the page's single h1. */
export const ContentPage = ({ title, intro, actions, children }: ContentPageProps) => {
  usePageTitle(title);
  return (
    <div className="content-page">
      <header className="content-page__header">
        <div>
          <h1 className="content-page__title">{title}</h1>
          {intro ? <p className="content-page__intro">{intro}</p> : null}
        </div>
        {actions ? <div className="content-page__actions">{actions}</div> : null}
      </header>
      <div className="content-page__body">{children}</div>
    </div>
  );
};

import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../features/platform/hooks/use-page-title.ts';

interface EntryPageProps {
  title: string;
  description: string;
  children?: ReactNode;
}

const entryLinks = [
  paths.entry.signIn,
  paths.entry.signUp,
  paths.entry.passwordReset,
  paths.entry.appeal,
  paths.entry.appealSearch,
];

/** The card of an entry page: its h1, what it will hold, and the way to the other entry pages. */
export const EntryPage = ({ title, description, children }: EntryPageProps) => {
  usePageTitle(title);
  return (
    <div className="entry-page">
      <h1 className="entry-page__title">{title}</h1>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={<p className="entry-page__text">{description}</p>}
      />
      {children}
      <nav aria-label="其他入口" className="entry-page__links">
        {entryLinks
          .filter((entry) => entry.title !== title)
          .map((entry) => (
            <Link key={entry.path} to={entry.path}>
              {entry.title}
            </Link>
          ))}
        <Link to={paths.home.getHref()}>返回首页</Link>
      </nav>
    </div>
  );
};

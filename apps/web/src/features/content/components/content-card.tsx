import { EnvironmentOutlined, PhoneOutlined, ShopOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { CoverImage } from '../../../components/content/cover-image.tsx';
import { SkeletonBlock } from '../../../components/ui/skeleton-block.tsx';
import type { ContentListItem } from '../api/list-content.ts';

interface ContentCardProps {
  item: ContentListItem;
  href: string;
  /** `wide`: cover on the left, text on the right (the home page's cases). */
  layout?: 'tall' | 'wide';
  /** Heading level inside the surrounding section. */
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
}

/** A solution or case as a card: cover, class, title, summary, provider and region, tags, and the contact if any. */
export const ContentCard = ({
  item,
  href,
  layout = 'tall',
  headingLevel = 'h3',
  eager,
}: ContentCardProps) => {
  const Heading = headingLevel;
  const hasContact = Boolean(item.contactName || item.contactPhone);
  return (
    <article className={`content-card content-card--${layout}`}>
      <Link to={href} className="content-card__link">
        <div className="content-card__media">
          <CoverImage src={item.coverUrl} className="content-card__cover" eager={eager} />
          <span className="content-card__class">{item.className}</span>
        </div>
        <div className="content-card__body">
          <Heading className="content-card__title">{item.title}</Heading>
          <p className="content-card__summary">{item.summary}</p>
          <p className="content-card__meta">
            <span>
              <ShopOutlined aria-hidden="true" /> <span className="visually-hidden">提供方：</span>
              {item.providerName}
            </span>
            <span>
              <EnvironmentOutlined aria-hidden="true" /> <span className="visually-hidden">地区：</span>
              {item.regionName}
            </span>
          </p>
          {item.tags.length > 0 ? (
            <ul className="content-card__tags" aria-label="标签">
              {item.tags.slice(0, 3).map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </Link>
      {hasContact ? (
        <p className="content-card__contact">
          <PhoneOutlined aria-hidden="true" /> 联系人：{item.contactName ?? '—'}
          {item.contactPhone ? (
            <a href={`tel:${item.contactPhone.replace(/[^\d+]/g, '')}`}>{item.contactPhone}</a>
          ) : null}
        </p>
      ) : null}
    </article>
  );
};

export const ContentCardSkeleton = ({ layout = 'tall' }: { layout?: 'tall' | 'wide' }) => (
  <div className={`content-card content-card--${layout} content-card--skeleton`}>
    <div className="content-card__media">
      <SkeletonBlock className="cover-image content-card__cover" />
    </div>
    <div className="content-card__body">
      <Skeleton active paragraph={{ rows: 2 }} />
    </div>
  </div>
);

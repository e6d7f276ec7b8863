import { EnvironmentOutlined, ShopOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CoverImage } from '../../../components/content/cover-image.tsx';
import { SkeletonBlock } from '../../../components/ui/skeleton-block.tsx';
import { type PriceParts, priceText } from '../utils/price-text.ts';
import './shelf.css';

export interface ShelfCardFact {
  key: string;
  icon: ReactNode;
  /** Read out before the value (服务地区：, 产地：); the icon says it on screen. */
  label: string;
  value: string;
}

/** What a card shows of any item: a card of the shelf, or the publish form's preview of one. */
export interface ShelfCardItem extends PriceParts {
  coverUrl: string | null;
  /** None chosen yet (the preview). */
  category: string | null;
  name: string;
  summary?: string | undefined;
  regionName: string;
  tenantName: string;
}

/** Where a card stands: where it leads (none for the preview), its heading, and whether its cover loads at once. */
export interface ShelfCardPlacement {
  href?: string | undefined;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean | undefined;
}

interface ShelfCardProps extends ShelfCardPlacement {
  item: ShelfCardItem;
  /** The kind's categories in words, one on the cover. */
  categoryLabels: Record<string, string>;
  /** Marks under the name (a product's certifications). */
  badges?: ReactNode;
  /** How the kind names where an item is and who offers it (产地 and 供应主体; 服务地区 and 服务商). */
  texts: { region: string; tenant: string };
  /** The kind's own lines at the foot of the card, between where and who (a product's supply period). */
  facts?: readonly ShelfCardFact[];
}

/**
 * A product or a service on the shelf: cover with its category, name, marks, summary, price (priceText: ¥280–680/斤,
 * 面议), and its facts: where, the kind's own, and who.
 */
export const ShelfCard = ({
  item,
  categoryLabels,
  badges,
  texts,
  facts = [],
  href,
  headingLevel = 'h3',
  eager,
}: ShelfCardProps) => {
  const { coverUrl, name, summary } = item;
  const category = item.category ? categoryLabels[item.category] : null;
  const negotiable = item.priceMode === 'negotiable';
  const Heading = headingLevel;
  const body: ReactNode = (
    <>
      <div className="shelf-card__media">
        <CoverImage src={coverUrl} className="shelf-card__cover" eager={eager} />
        {category ? <span className="shelf-card__category">{category}</span> : null}
      </div>
      <div className="shelf-card__body">
        <Heading className="shelf-card__title">{name}</Heading>
        {badges}
        {summary === undefined ? null : <p className="shelf-card__summary">{summary}</p>}
        <p className={negotiable ? 'shelf-card__price is-negotiable' : 'shelf-card__price'}>
          <span className="visually-hidden">价格：</span>
          {priceText(item)}
        </p>
        <p className="shelf-card__meta">
          {[
            {
              key: 'region',
              icon: <EnvironmentOutlined aria-hidden="true" />,
              label: texts.region,
              value: item.regionName,
            },
            ...facts,
            {
              key: 'tenant',
              icon: <ShopOutlined aria-hidden="true" />,
              label: texts.tenant,
              value: item.tenantName,
            },
          ].map((fact) => (
            <span key={fact.key}>
              {fact.icon} <span className="visually-hidden">{fact.label}：</span>
              {fact.value}
            </span>
          ))}
        </p>
      </div>
    </>
  );
  return (
    <article className="shelf-card">
      {href ? (
        <Link to={href} className="shelf-card__link">
          {body}
        </Link>
      ) : (
        <div className="shelf-card__link">{body}</div>
      )}
    </article>
  );
};

export const ShelfCardSkeleton = () => (
  <div className="shelf-card shelf-card--skeleton">
    <div className="shelf-card__media">
      <SkeletonBlock className="cover-image shelf-card__cover" />
    </div>
    <div className="shelf-card__body">
      <Skeleton active paragraph={{ rows: 3 }} />
    </div>
  </div>
);

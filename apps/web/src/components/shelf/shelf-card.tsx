import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CoverImage } from '../content/cover-image.tsx';
import { SkeletonBlock } from '../ui/skeleton-block.tsx';
import './shelf.css';

export interface ShelfCardFact {
  key: string;
  icon: ReactNode;
  /** Read out before the value (服务地区：, 产地：); the icon says it on screen. */
  label: string;
  value: string;
}

interface ShelfCardProps {
  coverUrl: string | null;
  /** The category, on the cover. */
  category?: string | null | undefined;
  name: string;
  /** Marks under the name (a product's certifications). */
  badges?: ReactNode;
  summary?: string | undefined;
  /** The price as written (priceText): ¥280–680/斤, 面议. */
  price: string;
  negotiable: boolean;
  /** The lines at the foot of the card: where, when, who. */
  facts: readonly ShelfCardFact[];
  /** Where the card leads; none for the publish form's preview. */
  href?: string | undefined;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean | undefined;
}

/** A product or a service on the shelf: cover with its category, name, marks, summary, price, and its facts. */
export const ShelfCard = ({
  coverUrl,
  category,
  name,
  badges,
  summary,
  price,
  negotiable,
  facts,
  href,
  headingLevel = 'h3',
  eager,
}: ShelfCardProps) => {
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
          {price}
        </p>
        <p className="shelf-card__meta">
          {facts.map((fact) => (
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

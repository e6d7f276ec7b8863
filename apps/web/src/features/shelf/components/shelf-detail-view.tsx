import {
  CalendarOutlined,
  EnvironmentOutlined,
  EyeOutlined,
  PhoneOutlined,
  ShopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { SHELF_KIND_LABELS, type ShelfKind } from '@rrsp/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailError, DetailNotFound } from '../../../components/content/detail-parts.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { SkeletonBlock } from '../../../components/ui/skeleton-block.tsx';
import { isItemId, isNotFoundError } from '../../../lib/api-error.ts';
import { formatCount, formatDate } from '../../../lib/format.ts';
import { type PriceParts, priceText } from '../utils/price-text.ts';
import { ShelfGallery } from './shelf-gallery.tsx';

/** What the detail page of a product or a service reads of the item. */
export interface ShelfDetailItem extends PriceParts {
  id: string;
  name: string;
  category: string;
  summary: string;
  description: string;
  imageUrls: string[];
  coverUrl: string | null;
  regionName: string;
  tenantName: string;
  contactName: string;
  contactMobile: string;
  listedAt: string;
  views: number;
  own: boolean;
}

/** What the route gives an item's page: the id of the address, the way back, and what a reader may do. */
export interface ShelfDetailPage<T extends ShelfDetailItem> {
  id: string | null;
  /** Where 返回列表 leads. */
  back: { title: string; href: string };
  /** The owner's page of an item the chosen tenant listed. */
  manageHref: (id: string) => string;
  /**
   * What a reader may do about an item another tenant listed (申请合作, 举报): composed by the route from the features
   * that own them; never shown on the chosen tenant's own item, which links to its management instead.
   */
  actions?: ((item: T) => ReactNode) | undefined;
}

/** One kind's detail page (a product's, a service's): what it reads and says beyond what every item's page has. */
export interface ShelfDetailKind<T extends ShelfDetailItem> {
  /** Names the item (产品, 服务), and the ids of the title and the description heading (`product-title`). */
  name: ShelfKind;
  /** The kind's hook for the item (a module's function, so the same on every render); asked only for a valid id. */
  useItem: (id: string | undefined) => UseQueryResult<T>;
  /** An extra class of the card (the kind's styles). */
  className?: string;
  /** The kind's categories in words. */
  categoryLabels: Record<string, string>;
  texts: {
    /** The tag on the tenant's own item. */
    own: string;
    /** 产地, 服务地区. */
    region: string;
    /** 供应主体, 服务商. */
    tenant: string;
    /** The line on the tenant's own item, and its link to the management. */
    manage: string;
    manageLink: string;
  };
  /** Under the title (a product's certifications). */
  badges?: (item: T) => ReactNode;
  /** After the price (a negotiable product's unit). */
  priceNote?: (item: T) => ReactNode;
  /** Facts after the region (a product's supply period), as ShelfFact. */
  facts?: (item: T) => ReactNode;
}

interface ShelfDetailViewProps<T extends ShelfDetailItem> extends ShelfDetailPage<T> {
  kind: ShelfDetailKind<T>;
}

const telOf = (mobile: string) => `tel:${mobile.replace(/[^\d+]/g, '')}`;

/** One fact of an item's detail: its icon and label, then its value. */
export const ShelfFact = ({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) => (
  <div>
    <dt>
      {icon} {label}
    </dt>
    <dd>{children}</dd>
  </div>
);

const Overview = <T extends ShelfDetailItem>({
  item,
  manageHref,
  actions,
  kind: { name, categoryLabels, texts, badges, priceNote, facts },
}: Omit<ShelfDetailViewProps<T>, 'id' | 'back'> & { item: T }) => (
  <div className="shelf-detail__overview">
    <ShelfGallery
      urls={item.imageUrls.length > 0 ? item.imageUrls : item.coverUrl ? [item.coverUrl] : []}
      name={item.name}
    />
    <div className="shelf-detail__info">
      <p className="shelf-detail__tags">
        <span className="content-tag">{categoryLabels[item.category]}</span>
        {item.own ? <span className="shelf-detail__own">{texts.own}</span> : null}
      </p>
      <h1 id={`${name}-title`} className="shelf-detail__title">
        {item.name}
      </h1>
      {badges?.(item)}
      <p className="shelf-detail__summary">{item.summary}</p>
      <p
        className={
          item.priceMode === 'negotiable' ? 'shelf-detail__price is-negotiable' : 'shelf-detail__price'
        }
      >
        <span className="shelf-detail__price-label">参考价格</span>
        {priceText(item)}
        {priceNote?.(item)}
      </p>
      <dl className="shelf-detail__facts">
        <ShelfFact icon={<EnvironmentOutlined aria-hidden="true" />} label={texts.region}>
          {item.regionName}
        </ShelfFact>
        {facts?.(item)}
        <ShelfFact icon={<ShopOutlined aria-hidden="true" />} label={texts.tenant}>
          {item.tenantName}
        </ShelfFact>
        <ShelfFact icon={<UserOutlined aria-hidden="true" />} label="联系人">
          {item.contactName}
        </ShelfFact>
        <ShelfFact icon={<PhoneOutlined aria-hidden="true" />} label="联系电话">
          <a href={telOf(item.contactMobile)} className="shelf-detail__tel">
            {item.contactMobile}
          </a>
        </ShelfFact>
      </dl>
      {!item.own && actions ? actions(item) : null}
      <p className="meta-line">
        <span>
          <CalendarOutlined aria-hidden="true" /> 上架时间：
          <time dateTime={item.listedAt}>{formatDate(item.listedAt)}</time>
        </span>
        <span>
          <EyeOutlined aria-hidden="true" /> 浏览 {formatCount(item.views)} 次
        </span>
      </p>
      {item.own ? (
        <p className="shelf-detail__manage">
          {texts.manage}
          <Link to={manageHref(item.id)}>{texts.manageLink}</Link>
        </p>
      ) : null}
    </div>
  </div>
);

export const ShelfDetailSkeleton = () => (
  <Panel className="shelf-detail" aria-busy="true">
    <span className="visually-hidden">正在加载…</span>
    <div className="shelf-detail__overview">
      <SkeletonBlock className="cover-image shelf-gallery__main" />
      <div className="shelf-detail__info">
        <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 6 }} />
      </div>
    </div>
    <Skeleton active title={false} paragraph={{ rows: 6 }} />
  </Panel>
);

/**
 * A product or a service on the shelf, as anyone signed in reads it (QR codes open it on phones, so one column
 * there): pictures, name, category, price, region, summary, tenant and contact, then the description with its line
 * breaks. Each kind adds its own facts and badges (slots); the route adds what a reader may do (actions).
 */
export const ShelfDetailView = <T extends ShelfDetailItem>({
  id,
  back,
  ...overview
}: ShelfDetailViewProps<T>) => {
  const { name, className } = overview.kind;
  const noun = SHELF_KIND_LABELS[name];
  const query = overview.kind.useItem(isItemId(id) ? id : undefined);
  if (!isItemId(id)) {
    return (
      <DetailNotFound
        noun={noun}
        reason={`链接中的${noun}编号${id ? '有误' : '缺失'}，请回到${back.title}重新选择。`}
        back={back}
      />
    );
  }
  if (query.isPending) return <ShelfDetailSkeleton />;
  if (query.isError) {
    return isNotFoundError(query.error) ? (
      <DetailNotFound
        noun={noun}
        reason={`该${noun}可能已下架或被删除。请回到${back.title}看看其他${noun}。`}
        back={back}
      />
    ) : (
      <DetailError
        noun={noun}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const item = query.data;
  return (
    <Panel className={className ? `shelf-detail ${className}` : 'shelf-detail'}>
      <article aria-labelledby={`${name}-title`}>
        <Overview item={item} {...overview} />
        <section className="shelf-detail__section" aria-labelledby={`${name}-description`}>
          <h2 id={`${name}-description`} className="shelf-detail__heading">
            {`${noun}详情`}
          </h2>
          <p className="shelf-detail__description">{item.description}</p>
        </section>
      </article>
    </Panel>
  );
};

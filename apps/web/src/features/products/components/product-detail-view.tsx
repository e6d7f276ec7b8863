import {
  CalendarOutlined,
  EnvironmentOutlined,
  EyeOutlined,
  FieldTimeOutlined,
  PhoneOutlined,
  ShopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { PRODUCT_CATEGORY_LABELS, type ProductDetail } from '@rrsp/contract';
import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailError, DetailNotFound } from '../../../components/content/detail-parts.tsx';
import { priceText, unitText } from '../../../components/shelf/price-text.ts';
import { ShelfGallery } from '../../../components/shelf/shelf-gallery.tsx';
import { SkeletonBlock } from '../../../components/ui/skeleton-block.tsx';
import { isItemId, isNotFoundError } from '../../../lib/api-error.ts';
import { formatCount, formatDate } from '../../../lib/format.ts';
import { useProductInfo } from '../api/get-product-info.ts';
import { CertificationBadges } from './certification-badges.tsx';
import './products.css';

interface ProductDetailViewProps {
  id: string | null;
  /** Where 返回列表 leads: the product search. */
  back: { title: string; href: string };
  /** The owner's page of a product, for one the chosen tenant listed. */
  manageHref: (id: string) => string;
  /**
   * What a reader may do about a product another tenant listed (申请合作, 举报): composed by the route from the
   * features that own them; never shown on the chosen tenant's own product, which links to its management instead.
   */
  actions?: (item: ProductDetail) => ReactNode;
}

const telOf = (mobile: string) => `tel:${mobile.replace(/[^\d+]/g, '')}`;

const Fact = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <div>
    <dt>
      {icon} {label}
    </dt>
    <dd>{children}</dd>
  </div>
);

const Overview = ({
  item,
  manageHref,
  actions,
}: Pick<ProductDetailViewProps, 'manageHref' | 'actions'> & { item: ProductDetail }) => (
  <div className="shelf-detail__overview">
    <ShelfGallery
      urls={item.imageUrls.length > 0 ? item.imageUrls : item.coverUrl ? [item.coverUrl] : []}
      name={item.name}
    />
    <div className="shelf-detail__info">
      <p className="shelf-detail__tags">
        <span className="content-tag">{PRODUCT_CATEGORY_LABELS[item.category]}</span>
        {item.own ? <span className="shelf-detail__own">本主体的产品</span> : null}
      </p>
      <h1 id="product-title" className="shelf-detail__title">
        {item.name}
      </h1>
      <CertificationBadges list={item.certifications} large />
      <p className="shelf-detail__summary">{item.summary}</p>
      <p
        className={
          item.priceMode === 'negotiable' ? 'shelf-detail__price is-negotiable' : 'shelf-detail__price'
        }
      >
        <span className="shelf-detail__price-label">参考价格</span>
        {priceText(item)}
        {item.priceMode === 'negotiable' && unitText(item.unit) ? (
          <span className="shelf-detail__price-label">按{item.unit}计</span>
        ) : null}
      </p>
      <dl className="shelf-detail__facts">
        <Fact icon={<EnvironmentOutlined aria-hidden="true" />} label="产地">
          {item.regionName}
        </Fact>
        <Fact icon={<FieldTimeOutlined aria-hidden="true" />} label="供应期">
          {item.supplyPeriod}
        </Fact>
        <Fact icon={<ShopOutlined aria-hidden="true" />} label="供应主体">
          {item.tenantName}
        </Fact>
        <Fact icon={<UserOutlined aria-hidden="true" />} label="联系人">
          {item.contactName}
        </Fact>
        <Fact icon={<PhoneOutlined aria-hidden="true" />} label="联系电话">
          <a href={telOf(item.contactMobile)} className="shelf-detail__tel">
            {item.contactMobile}
          </a>
        </Fact>
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
          这是本主体的产品。<Link to={manageHref(item.id)}>管理该产品（编辑、下架、查看审核记录）</Link>
        </p>
      ) : null}
    </div>
  </div>
);

export const ProductDetailSkeleton = () => (
  <Card className="shelf-detail" aria-busy="true">
    <span className="visually-hidden">正在加载…</span>
    <div className="shelf-detail__overview">
      <SkeletonBlock className="cover-image shelf-gallery__main" />
      <div className="shelf-detail__info">
        <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 6 }} />
      </div>
    </div>
    <Skeleton active title={false} paragraph={{ rows: 6 }} />
  </Card>
);

/**
 * A product on the shelf, as anyone signed in reads it (QR codes open it on phones, so one column there): pictures,
 * name, certifications, price with its unit, origin, supply period, summary, tenant and contact, then the
 * description with its line breaks.
 */
export const ProductDetailView = ({ id, back, manageHref, actions }: ProductDetailViewProps) => {
  const valid = isItemId(id);
  const query = useProductInfo(valid ? id : undefined);
  if (!valid) {
    return (
      <DetailNotFound
        noun="产品"
        reason={`链接中的产品编号${id ? '有误' : '缺失'}，请回到${back.title}重新选择。`}
        back={back}
      />
    );
  }
  if (query.isPending) return <ProductDetailSkeleton />;
  if (query.isError) {
    return isNotFoundError(query.error) ? (
      <DetailNotFound
        noun="产品"
        reason={`该产品可能已下架或被删除。请回到${back.title}看看其他产品。`}
        back={back}
      />
    ) : (
      <DetailError
        noun="产品"
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const item = query.data;
  return (
    <Card className="shelf-detail product-detail">
      <article aria-labelledby="product-title">
        <Overview item={item} manageHref={manageHref} actions={actions} />
        <section className="shelf-detail__section" aria-labelledby="product-description">
          <h2 id="product-description" className="shelf-detail__heading">
            产品详情
          </h2>
          <p className="shelf-detail__description">{item.description}</p>
        </section>
      </article>
    </Card>
  );
};

import {
  CalendarOutlined,
  EnvironmentOutlined,
  EyeOutlined,
  PhoneOutlined,
  ShopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { SERVICE_CATEGORY_LABELS, type ServiceDetail } from '@rrsp/contract';
import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailError, DetailNotFound } from '../../../components/content/detail-parts.tsx';
import { priceText } from '../../../components/shelf/price-text.ts';
import { ShelfGallery } from '../../../components/shelf/shelf-gallery.tsx';
import { SkeletonBlock } from '../../../components/ui/skeleton-block.tsx';
import { isItemId, isNotFoundError } from '../../../lib/api-error.ts';
import { formatCount, formatDate } from '../../../lib/format.ts';
import { useServiceDetail } from '../api/get-service-detail.ts';
import './services.css';

interface ServiceDetailViewProps {
  id: string | null;
  /** Where 返回列表 leads: the service centre of the area. */
  back: { title: string; href: string };
  /** The publisher's own page of a service, for one the chosen tenant published. */
  manageHref: (id: string) => string;
  /**
   * What a reader may do about a service another tenant published (申请合作, 举报): composed by the route from the
   * features that own them; never shown on the chosen tenant's own service, which links to its management instead.
   */
  actions?: (item: ServiceDetail) => ReactNode;
}

const telOf = (mobile: string) => `tel:${mobile.replace(/[^\d+]/g, '')}`;

const Overview = ({
  item,
  manageHref,
  actions,
}: Pick<ServiceDetailViewProps, 'manageHref' | 'actions'> & { item: ServiceDetail }) => (
  <div className="shelf-detail__overview">
    <ShelfGallery
      urls={item.imageUrls.length > 0 ? item.imageUrls : item.coverUrl ? [item.coverUrl] : []}
      name={item.name}
    />
    <div className="shelf-detail__info">
      <p className="shelf-detail__tags">
        <span className="content-tag">{SERVICE_CATEGORY_LABELS[item.category]}</span>
        {item.own ? <span className="shelf-detail__own">本主体发布</span> : null}
      </p>
      <h1 id="service-title" className="shelf-detail__title">
        {item.name}
      </h1>
      <p className="shelf-detail__summary">{item.summary}</p>
      <p
        className={
          item.priceMode === 'negotiable' ? 'shelf-detail__price is-negotiable' : 'shelf-detail__price'
        }
      >
        <span className="shelf-detail__price-label">参考价格</span>
        {priceText(item)}
      </p>
      <dl className="shelf-detail__facts">
        <div>
          <dt>
            <EnvironmentOutlined aria-hidden="true" /> 服务地区
          </dt>
          <dd>{item.regionName}</dd>
        </div>
        <div>
          <dt>
            <ShopOutlined aria-hidden="true" /> 服务商
          </dt>
          <dd>{item.tenantName}</dd>
        </div>
        <div>
          <dt>
            <UserOutlined aria-hidden="true" /> 联系人
          </dt>
          <dd>{item.contactName}</dd>
        </div>
        <div>
          <dt>
            <PhoneOutlined aria-hidden="true" /> 联系电话
          </dt>
          <dd>
            <a href={telOf(item.contactMobile)} className="shelf-detail__tel">
              {item.contactMobile}
            </a>
          </dd>
        </div>
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
          这是本主体发布的服务。<Link to={manageHref(item.id)}>查看审核状态与处理记录</Link>
        </p>
      ) : null}
    </div>
  </div>
);

export const ServiceDetailSkeleton = () => (
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
 * A service on the shelf, as anyone signed in reads it (the QR codes open it on phones, so one column there):
 * pictures, name, category, region, price, summary, provider and contact, then the description with its line breaks.
 */
export const ServiceDetailView = ({ id, back, manageHref, actions }: ServiceDetailViewProps) => {
  const valid = isItemId(id);
  const query = useServiceDetail(valid ? id : undefined);
  if (!valid) {
    return (
      <DetailNotFound
        noun="服务"
        reason={`链接中的服务编号${id ? '有误' : '缺失'}，请回到${back.title}重新选择。`}
        back={back}
      />
    );
  }
  if (query.isPending) return <ServiceDetailSkeleton />;
  if (query.isError) {
    return isNotFoundError(query.error) ? (
      <DetailNotFound
        noun="服务"
        reason={`该服务可能已下架或被删除。请回到${back.title}看看其他服务。`}
        back={back}
      />
    ) : (
      <DetailError
        noun="服务"
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const item = query.data;
  return (
    <Card className="shelf-detail">
      <article aria-labelledby="service-title">
        <Overview item={item} manageHref={manageHref} actions={actions} />
        <section className="shelf-detail__section" aria-labelledby="service-description">
          <h2 id="service-description" className="shelf-detail__heading">
            服务详情
          </h2>
          <p className="shelf-detail__description">{item.description}</p>
        </section>
      </article>
    </Card>
  );
};

import {
  AppstoreOutlined,
  CalendarOutlined,
  EnvironmentOutlined,
  EyeOutlined,
  PhoneOutlined,
  ShopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ContentDetail as ContentDetailData } from '@rrsp/contract';
import { Link } from 'react-router';
import { CoverImage } from '../../../components/content/cover-image.tsx';
import {
  DetailError,
  DetailLayout,
  DetailNotFound,
  DetailSkeleton,
  NeighbourLinks,
} from '../../../components/content/detail-parts.tsx';
import { RichText } from '../../../components/content/rich-text.tsx';
import { SharePanel } from '../../../components/content/share-panel.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { isItemId, isNotFoundError } from '../../../lib/api-error.ts';
import { formatCount, formatDate } from '../../../lib/format.ts';
import { useContentDetail } from '../api/get-content-detail.ts';
import type { ContentAudience } from '../api/query-keys.ts';
import { type ContentKind, contentKinds } from '../utils/content-kind.ts';

interface ContentDetailProps {
  kind: ContentKind;
  id: string | null;
  /** Whether the reader is signed in, hence shown the provider's contact (the work areas always are). */
  audience: ContentAudience;
  /** Where other items lead; the public detail page unless a work area has its own. */
  detailHref?: (id: string) => string;
  /** Where 返回列表 leads. */
  back?: { title: string; href: string };
}

/** The item itself, as its page shows it: also what a preview of a draft shows (issue 20). */
export const ContentArticle = ({
  item,
  kind,
  hrefOf,
}: {
  item: ContentDetailData;
  kind: ContentKind;
  hrefOf: (id: string) => string;
}) => {
  const { noun } = contentKinds[kind];
  return (
    <Panel className="article-card">
      <article className="article" aria-labelledby="article-title">
        <header className="article__header">
          <span className="content-tag">{item.className}</span>
          <h1 id="article-title" className="article__title">
            {item.title}
          </h1>
          <p className="meta-line meta-line--center">
            <span>
              <ShopOutlined aria-hidden="true" /> {kind === 'solution' ? '提供方' : '服务方'}：
              {item.providerName}
            </span>
            <span>
              <EnvironmentOutlined aria-hidden="true" /> 地区：{item.regionName}
            </span>
            <span>
              <CalendarOutlined aria-hidden="true" /> 发布时间：
              <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
            </span>
            <span>
              <EyeOutlined aria-hidden="true" /> 浏览 {formatCount(item.views)} 次
            </span>
          </p>
          {item.tags.length > 0 ? (
            <ul className="article__tags" aria-label={`${noun}标签`}>
              {item.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          ) : null}
        </header>
        <CoverImage src={item.coverUrl} className="article__cover" eager />
        {item.summary ? (
          <p className="article__lead">
            <strong>{noun}简介：</strong>
            {item.summary}
          </p>
        ) : null}
        <RichText html={item.content} className="article__body" />
      </article>
      <NeighbourLinks previous={item.previous} next={item.next} hrefOf={hrefOf} noun="个" />
    </Panel>
  );
};

const Related = ({
  item,
  kind,
  hrefOf,
}: {
  item: ContentDetailData;
  kind: ContentKind;
  hrefOf: (id: string) => string;
}) => {
  const { noun } = contentKinds[kind];
  if (item.related.length === 0) return null;
  return (
    <section className="side-card" aria-labelledby="related-title">
      <h2 id="related-title" className="side-card__title">
        <AppstoreOutlined aria-hidden="true" /> 相关{noun}
      </h2>
      <ul className="related-list">
        {item.related.slice(0, 4).map((other) => (
          <li key={other.id}>
            <Link to={hrefOf(other.id)} className="related-list__link">
              <CoverImage src={other.coverUrl} className="related-list__cover" />
              <span className="related-list__text">
                <span className="related-list__title">{other.title}</span>
                <span className="related-list__meta">
                  {other.providerName} · {other.regionName}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};

const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** How to reach the provider: only a signed-in reader gets it from the server, so a visitor's panel stays as it was. */
export const ProviderContact = ({ item, kind }: { item: ContentDetailData; kind: ContentKind }) => {
  if (!item.contactName && !item.contactPhone) return null;
  return (
    <section className="side-card provider-contact" aria-labelledby="provider-contact-title">
      <h2 id="provider-contact-title" className="side-card__title">
        <PhoneOutlined aria-hidden="true" /> 联系{kind === 'solution' ? '提供方' : '服务方'}
      </h2>
      <p className="provider-contact__provider">{item.providerName}</p>
      <dl className="provider-contact__list">
        {item.contactName ? (
          <div>
            <dt>
              <UserOutlined aria-hidden="true" /> 联系人
            </dt>
            <dd>{item.contactName}</dd>
          </div>
        ) : null}
        {item.contactPhone ? (
          <div>
            <dt>
              <PhoneOutlined aria-hidden="true" /> 联系电话
            </dt>
            <dd>
              <a href={telOf(item.contactPhone)} className="provider-contact__tel">
                {item.contactPhone}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
};

/**
 * A solution or case: title, meta line, cover, the sanitised body, previous and next; beside it the provider's
 * contact (for a signed-in reader), the QR code and related items.
 */
export const ContentDetail = ({ kind, id, audience, detailHref, back }: ContentDetailProps) => {
  const { noun, list, detail, title } = contentKinds[kind];
  const hrefOf = detailHref ?? detail.getHref;
  const backTo = back ?? { title, href: list.getHref() };
  const valid = isItemId(id);
  const query = useContentDetail(kind, valid ? id : undefined, audience);
  if (!valid) {
    return (
      <DetailNotFound
        noun={noun}
        reason={`链接中的${noun}编号${id ? '有误' : '缺失'}，请回到${backTo.title}重新选择。`}
        back={backTo}
      />
    );
  }
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return isNotFoundError(query.error) ? (
      <DetailNotFound noun={noun} back={backTo} />
    ) : (
      <DetailError
        noun={noun}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <DetailLayout
      asideLabel={query.data.contactName || query.data.contactPhone ? '联系方式、分享与推荐' : undefined}
      article={<ContentArticle item={query.data} kind={kind} hrefOf={hrefOf} />}
      aside={
        <>
          <ProviderContact item={query.data} kind={kind} />
          <SharePanel noun={noun} />
          <Related item={query.data} kind={kind} hrefOf={hrefOf} />
        </>
      }
    />
  );
};

import { RightOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListTabs } from '../../../components/content/list-tabs.tsx';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { useContentClasses } from '../api/get-content-classes.ts';
import { useContentOnePage } from '../api/get-content-one-page.ts';
import { type ContentKind, contentKinds } from '../utils/content-kind.ts';
import { ContentCard, ContentCardSkeleton } from './content-card.tsx';

const ALL = 'all';

interface HomeContentBlockProps {
  kind: ContentKind;
  /** `tall` cards in a row of four, or `wide` cards two by two. */
  layout: 'tall' | 'wide';
  /** One sentence under the heading. */
  intro: string;
}

/** The home page's solutions or cases: class tabs (全部 first) over a row of the latest cards, and 更多. */
export const HomeContentBlock = ({ kind, layout, intro }: HomeContentBlockProps) => {
  const { title, noun, list, detail } = contentKinds[kind];
  const [classId, setClassId] = useState<string>(ALL);
  const classes = useContentClasses(kind);
  const pageSize = 4;
  const query = useContentOnePage(kind, { classId: classId === ALL ? undefined : classId, pageSize });
  const headingId = `home-${kind}-title`;
  const moreHref =
    classId === ALL
      ? list.getHref()
      : `${list.getHref()}?${new URLSearchParams({ category: classId }).toString()}`;

  const cards = (
    <QueryBlock
      query={query}
      skeleton={
        <div className={`card-grid card-grid--${layout}`}>
          {Array.from({ length: pageSize }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <ContentCardSkeleton key={index} layout={layout} />
          ))}
        </div>
      }
      isEmpty={(items) => items.length === 0}
      emptyText={
        classId === ALL
          ? `暂时还没有发布${title}，欢迎服务商入驻后发布。`
          : `该分类下暂时没有${noun}，可以先看看其他分类。`
      }
      errorTitle={`${title}加载失败`}
    >
      {(items) => (
        <div className={`card-grid card-grid--${layout}`}>
          {items.map((item) => (
            <ContentCard key={item.id} item={item} href={detail.getHref(item.id)} layout={layout} />
          ))}
        </div>
      )}
    </QueryBlock>
  );

  const tabs = [{ id: ALL, name: '全部' }, ...(classes.data ?? [])];
  return (
    <section className="home-section home-block" aria-labelledby={headingId}>
      <div className="section-heading">
        <div>
          <h2 id={headingId}>{title}</h2>
          <p className="section-heading__intro">{intro}</p>
        </div>
        <Link to={moreHref} className="section-heading__more">
          更多{noun} <RightOutlined aria-hidden="true" />
        </Link>
      </div>
      <ListTabs
        className="block-tabs"
        aria-label={`${title}分类`}
        activeKey={classId}
        onChange={setClassId}
        tabs={tabs.map((item) => ({ key: item.id, label: item.name }))}
      >
        {cards}
      </ListTabs>
    </section>
  );
};

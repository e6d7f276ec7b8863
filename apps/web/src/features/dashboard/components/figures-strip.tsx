import {
  AppstoreOutlined,
  BulbOutlined,
  CustomerServiceOutlined,
  FileDoneOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { CountData } from '@rrsp/contract';
import { Button, Skeleton } from 'antd';
import { type ReactNode, useRef } from 'react';
import { LazyResult } from '../../../components/ui/lazy-result.tsx';
import { useInView } from '../../../hooks/use-in-view.ts';
import { formatCount, formatDate, formatFigure } from '../../../lib/format.ts';
import { useCountData } from '../api/get-count-data.ts';
import { useCountUp } from '../hooks/use-count-up.ts';
import { feedStateOf } from '../utils/feed-state.ts';
import { FeedNote } from './feed-note.tsx';

type Metric = Exclude<keyof CountData, 'updatedAt' | 'feeds' | 'feedStaleHours'>;

/** 成交笔数 is fed by an outside system; the rest the platform counts from its own tables. */
const FIGURES: { key: Metric; label: string; unit: string; icon: ReactNode }[] = [
  { key: 'settledEntities', label: '入驻主体', unit: '家', icon: <TeamOutlined /> },
  { key: 'serviceProviders', label: '服务商', unit: '家', icon: <ShopOutlined /> },
  { key: 'products', label: '产品', unit: '个', icon: <AppstoreOutlined /> },
  { key: 'services', label: '服务', unit: '项', icon: <CustomerServiceOutlined /> },
  { key: 'solutions', label: '解决方案', unit: '个', icon: <BulbOutlined /> },
  { key: 'cases', label: '合作案例', unit: '个', icon: <SolutionOutlined /> },
  { key: 'deals', label: '成交笔数', unit: '笔', icon: <FileDoneOutlined /> },
];

const Figure = ({
  value,
  label,
  unit,
  icon,
  start,
  stale,
}: {
  value: number;
  label: string;
  unit: string;
  icon: ReactNode;
  start: boolean;
  /** A fed figure whose source has not reported for too long. */
  stale: boolean;
}) => {
  const shown = formatFigure(useCountUp(value, start));
  return (
    <li className={stale ? 'home-figures__item home-figures__item--stale' : 'home-figures__item'}>
      <span className="home-figures__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="home-figures__value" aria-hidden="true">
        {shown.value}
        <small>
          {shown.unit}
          {unit}
        </small>
      </span>
      <span className="home-figures__label" aria-hidden="true">
        {label}
      </span>
      <span className="visually-hidden">
        {label} {formatCount(value)} {unit}
        {stale ? '（数据暂未更新）' : ''}
      </span>
    </li>
  );
};

/** The figures strip under the banner: the platform's counters, counting up when they come into view. */
export const FiguresStrip = () => {
  const query = useCountData();
  const ref = useRef<HTMLElement>(null);
  const inView = useInView(ref, '0px');
  return (
    <section ref={ref} className="home-figures" aria-label="平台数据">
      {query.isPending ? (
        <ul className="home-figures__list" aria-busy="true">
          {FIGURES.map((figure) => (
            <li key={figure.key} className="home-figures__item">
              <Skeleton.Button active size="large" className="home-figures__skeleton" />
              <span className="home-figures__label">{figure.label}</span>
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <LazyResult
          className="home-figures__error"
          status="warning"
          title="平台数据暂时无法获取"
          subTitle="网络不稳定或统计服务繁忙，请稍后重试。"
          extra={
            <Button type="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <>
          <ul className="home-figures__list">
            {FIGURES.map((figure) => (
              <Figure
                key={figure.key}
                value={query.data[figure.key]}
                label={figure.label}
                unit={figure.unit}
                icon={figure.icon}
                start={inView}
                stale={
                  figure.key === 'deals' &&
                  feedStateOf(query.data.feeds.deals, query.data.feedStaleHours) === 'stale'
                }
              />
            ))}
          </ul>
          <div className="home-figures__updated">
            <FeedNote
              feed={query.data.feeds.deals}
              staleHours={query.data.feedStaleHours}
              subject="成交笔数"
            />
            <p>
              入驻主体、服务商、产品、服务、解决方案、合作案例由平台实时统计，截至{' '}
              {formatDate(query.data.updatedAt)}
            </p>
          </div>
        </>
      )}
    </section>
  );
};

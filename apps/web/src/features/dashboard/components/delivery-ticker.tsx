import { CaretRightOutlined, CarOutlined, PauseOutlined } from '@ant-design/icons';
import type { Delivery } from '@rrsp/contract';
import { Button, Skeleton } from 'antd';
import { type CSSProperties, useState } from 'react';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { useDelivering } from '../api/list-delivering.ts';
import { FedSourceNote } from './feed-note.tsx';

const STATUS_NAMES: Record<Delivery['status'], string> = {
  loading: '装车中',
  'in-transit': '运输中',
  arriving: '即将送达',
};

/** Rows visible at once; the ticker moves only when there are more than this. */
const VISIBLE_ROWS = 5;
/** Seconds each row takes to pass: slow enough to read a row while it moves. */
const SECONDS_PER_ROW = 3.2;

const timeOf = (value: string) => {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  const china = new Date(time + 8 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(china.getUTCMonth() + 1)}-${pad(china.getUTCDate())} ${pad(china.getUTCHours())}:${pad(china.getUTCMinutes())}`;
};

const DeliveryRow = ({ item }: { item: Delivery }) => (
  <li className="ticker-row">
    <span className={`ticker-row__status ticker-row__status--${item.status}`}>
      {STATUS_NAMES[item.status]}
    </span>
    <span className="ticker-row__goods">
      {item.goods}
      <span className="ticker-row__qty">{item.quantity}</span>
    </span>
    <span className="ticker-row__route">
      {item.fromName}
      <span aria-hidden="true" className="ticker-row__arrow">
        →
      </span>
      <span className="visually-hidden">运往</span>
      {item.toName}
    </span>
    <span className="ticker-row__carrier" title={`运单号 ${item.deliveryNo}`}>
      {item.carrier}
    </span>
    <span className="ticker-row__progress" role="img" aria-label={`已完成 ${item.progress}%`}>
      <span style={{ width: `${Math.min(100, Math.max(0, item.progress))}%` }} />
    </span>
    <span className="ticker-row__eta">预计 {timeOf(item.expectedAt)}</span>
  </li>
);

const Ticker = ({ items, moving, paused }: { items: Delivery[]; moving: boolean; paused: boolean }) => {
  const style = { '--ticker-duration': `${items.length * SECONDS_PER_ROW}s` } as CSSProperties;
  return (
    <div
      className={['ticker__viewport', moving ? 'is-moving' : 'is-static', paused ? 'is-paused' : '']
        .filter(Boolean)
        .join(' ')}
      style={style}
    >
      <div className="ticker__track">
        <ul className="ticker__list" aria-label="正在配送的订单">
          {items.map((item) => (
            <DeliveryRow key={item.deliveryNo} item={item} />
          ))}
        </ul>
        {moving ? (
          // The second copy makes the loop seamless; screen readers read the list once.
          <ul className="ticker__list ticker__list--copy" aria-hidden="true">
            {items.map((item) => (
              <DeliveryRow key={`copy-${item.deliveryNo}`} item={item} />
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
};

/**
 * 配送动态: the deliveries in progress, moving upwards like a departure board. It pauses under the pointer or
 * keyboard focus and with its own button, and stands still for visitors who asked for less motion: the stylesheet
 * decides that (home.css), as the server that draws the page cannot know the setting and the markup it drew is the
 * markup the app keeps.
 */
export const DeliveryTicker = () => {
  const query = useDelivering();
  const [paused, setPaused] = useState(false);
  const count = query.data?.length ?? 0;
  const moving = count > VISIBLE_ROWS;
  return (
    <section className="dash-card dash-card--ticker" aria-labelledby="dash-ticker-title">
      <header className="dash-card__head">
        <h3 id="dash-ticker-title">
          <CarOutlined aria-hidden="true" /> 配送动态
        </h3>
        <div className="dash-card__tools">
          {count > 0 ? (
            <p className="dash-card__note">
              正在配送 <strong>{count}</strong> 单
            </p>
          ) : null}
          {moving ? (
            <Button
              className="ticker__pause"
              size="small"
              ghost
              icon={paused ? <CaretRightOutlined /> : <PauseOutlined />}
              onClick={() => setPaused((value) => !value)}
              aria-pressed={paused}
            >
              {paused ? '继续滚动' : '暂停滚动'}
            </Button>
          ) : null}
        </div>
        <FedSourceNote feed="deliveries" tone="dark" />
      </header>
      <QueryBlock
        tone="dark"
        query={query}
        skeleton={<Skeleton active title={false} paragraph={{ rows: VISIBLE_ROWS, width: '100%' }} />}
        isEmpty={(items) => items.length === 0}
        emptyText="当前没有在途订单，新的配送单发车后会实时显示在这里。"
        errorTitle="配送动态加载失败"
      >
        {(items) => <Ticker items={items} moving={moving} paused={paused} />}
      </QueryBlock>
    </section>
  );
};

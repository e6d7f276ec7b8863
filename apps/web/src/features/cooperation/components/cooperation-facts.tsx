import { PhoneOutlined } from '@ant-design/icons';
import { type CooperationRow, SHELF_KIND_LABELS } from '@rrsp/contract';
import { Link } from 'react-router';
import type { WorkArea } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { CooperationTab } from '../utils/cooperation-filters.ts';
import { itemHrefOf, telOf } from '../utils/cooperation-text.ts';
import { CooperationStateTag } from './cooperation-state-tag.tsx';
import './cooperation.css';

interface CooperationFactsProps {
  row: CooperationRow;
  side: CooperationTab;
  area: WorkArea;
}

/** The item a request is about, as a link where this area has its page. */
export const CooperationItemName = ({ row, area }: { row: CooperationRow; area: WorkArea }) => {
  const href = itemHrefOf(area, row);
  return (
    <span className="cooperation-item">
      <span className="cooperation-item__kind">{SHELF_KIND_LABELS[row.itemKind]}</span>
      {href ? <Link to={href}>{row.itemName}</Link> : <span>{row.itemName}</span>}
    </span>
  );
};

/**
 * One request in full, from either side: what it is about, who asked (the publisher dials the number once it is
 * shown in full), when, its state, the message and the reply.
 */
export const CooperationFacts = ({ row, side, area }: CooperationFactsProps) => {
  const tel = telOf(row.mobile);
  return (
    <div className="cooperation-facts">
      <dl className="cooperation-facts__list">
        <div>
          <dt>合作内容</dt>
          <dd>
            <CooperationItemName row={row} area={area} />
          </dd>
        </div>
        <div>
          <dt>{side === 'received' ? '申请方' : '发布方'}</dt>
          <dd>{row.counterpartName}</dd>
        </div>
        <div>
          <dt>{side === 'received' ? '联系人' : '我留的联系人'}</dt>
          <dd>{row.name}</dd>
        </div>
        <div>
          <dt>{side === 'received' ? '联系电话' : '我留的手机号'}</dt>
          <dd>
            {tel ? (
              <a href={tel} className="cooperation-facts__tel">
                <PhoneOutlined aria-hidden="true" /> {row.mobile}
              </a>
            ) : (
              row.mobile
            )}
          </dd>
        </div>
        <div>
          <dt>申请时间</dt>
          <dd>
            <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>状态</dt>
          <dd>
            <CooperationStateTag state={row.state} side={side} />
          </dd>
        </div>
      </dl>
      <section className="cooperation-facts__block" aria-label="合作意向">
        <h3 className="cooperation-facts__heading">合作意向</h3>
        <p className="cooperation-facts__text">{row.message}</p>
      </section>
      {row.reply ? (
        <section
          className="cooperation-facts__block"
          aria-label={side === 'received' ? '我方回复' : '对方回复'}
        >
          <h3 className="cooperation-facts__heading">{side === 'received' ? '我方回复' : '对方回复'}</h3>
          <p className="cooperation-facts__text">{row.reply}</p>
          {row.repliedAt ? (
            <time className="cooperation-facts__time" dateTime={row.repliedAt}>
              回复于 {formatDateTime(row.repliedAt)}
            </time>
          ) : null}
        </section>
      ) : side === 'sent' && row.state !== 'closed' ? (
        <p className="cooperation-facts__hint">
          对方尚未回复。对方查看后会通过您留下的手机号联系您，回复也会显示在这里。
        </p>
      ) : null}
    </div>
  );
};

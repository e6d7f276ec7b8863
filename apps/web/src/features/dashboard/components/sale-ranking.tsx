import { TrophyOutlined } from '@ant-design/icons';
import type { SaleRankingRow } from '@rrsp/contract';
import { Skeleton } from 'antd';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { formatCount, formatYuan } from '../../../lib/format.ts';
import { useSaleRanking } from '../api/get-sale-ranking.ts';
import { regionParts } from '../utils/region-parts.ts';
import { FedSourceNote } from './feed-note.tsx';

const MEDALS = ['金牌', '银牌', '铜牌'];

const RankBadge = ({ rank }: { rank: number }) =>
  rank <= 3 ? (
    <span
      className={`rank-badge rank-badge--${rank}`}
      role="img"
      aria-label={`第 ${rank} 名（${MEDALS[rank - 1]}）`}
    >
      {rank}
    </span>
  ) : (
    <span className="rank-badge">{rank}</span>
  );

const RankingTable = ({ rows }: { rows: SaleRankingRow[] }) => (
  <table className="rank-table">
    <caption className="visually-hidden">近十二个月展销厅农产品销售额前 {rows.length} 名</caption>
    <thead>
      <tr>
        <th scope="col">排名</th>
        <th scope="col">产品</th>
        <th scope="col">地区</th>
        <th scope="col" className="rank-table__num">
          销售额
        </th>
      </tr>
    </thead>
    <tbody>
      {rows.map((row) => (
        <tr key={`${row.rank}-${row.productName}`}>
          <td>
            <RankBadge rank={row.rank} />
          </td>
          <td>
            <span className="rank-table__product">{row.productName}</span>
            <span className="rank-table__tenant">{row.tenantName}</span>
          </td>
          {/* each part a word of its own: a phone's narrow column breaks between 黔南州 and 都匀市, not inside */}
          <td className="rank-table__region">
            {regionParts(row.regionName).map((part) => (
              <span key={part}>{part}</span>
            ))}
          </td>
          <td className="rank-table__num">
            <span className="rank-table__amount">{formatYuan(row.salesAmount)}</span>
            <span className="rank-table__volume">
              {formatCount(row.salesVolume)} {row.unit}
            </span>
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);

/** 十二强销售排行: the top twelve with medals for the first three. */
export const SaleRanking = () => {
  const query = useSaleRanking();
  return (
    <section className="dash-card dash-card--ranking" aria-labelledby="dash-ranking-title">
      <header className="dash-card__head">
        <h3 id="dash-ranking-title">
          <TrophyOutlined aria-hidden="true" /> 农产品销售十二强
        </h3>
        <p className="dash-card__note">近十二个月 · 展销厅渠道</p>
        <FedSourceNote feed="sales" tone="dark" />
      </header>
      <QueryBlock
        tone="dark"
        query={query}
        skeleton={<Skeleton active title={false} paragraph={{ rows: 12, width: '100%' }} />}
        isEmpty={(rows) => rows.length === 0}
        emptyText="近十二个月暂无展销厅销售记录，产生成交后将在这里排名。"
        errorTitle="销售排行加载失败"
      >
        {(rows) => <RankingTable rows={rows} />}
      </QueryBlock>
    </section>
  );
};

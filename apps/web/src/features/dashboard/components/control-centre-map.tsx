import { EnvironmentOutlined } from '@ant-design/icons';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { SkeletonBlock } from '../../../components/ui/skeleton-block.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useControlCenters } from '../api/get-control-centers.ts';
import { LEVEL_NAMES } from '../utils/map-data.ts';
import { FedSourceNote } from './feed-note.tsx';
import { GuizhouMap } from './guizhou-map.tsx';

/** 调度中心分布: the map of Guizhou with its control centres, a one-line total, and a list for screen readers. */
export const ControlCentreMap = () => {
  const query = useControlCenters();
  return (
    <section className="dash-card dash-card--map" aria-labelledby="dash-map-title">
      <header className="dash-card__head">
        <h3 id="dash-map-title">
          <EnvironmentOutlined aria-hidden="true" /> 调度中心分布
        </h3>
        {query.data && query.data.length > 0 ? (
          <p className="dash-card__note">
            共 <strong>{query.data.length}</strong> 个调度中心，今日配送{' '}
            <strong>{formatCount(query.data.reduce((sum, item) => sum + item.deliveriesToday, 0))}</strong> 单
          </p>
        ) : null}
        <FedSourceNote feed="controlCenters" tone="dark" />
      </header>
      <QueryBlock
        tone="dark"
        query={query}
        skeleton={<SkeletonBlock className="guizhou-map__skeleton" />}
        isEmpty={(centres) => centres.length === 0}
        emptyText="调度中心数据尚未接入，接入后将在贵州省地图上标注各地调度中心。"
        errorTitle="调度中心数据加载失败"
      >
        {(centres) => (
          <>
            <GuizhouMap centres={centres} />
            <ul className="visually-hidden" aria-label="调度中心列表">
              {centres.map((centre) => (
                <li key={centre.id}>
                  {centre.name}（{LEVEL_NAMES[centre.level]}，{centre.prefectureName}），今日配送{' '}
                  {centre.deliveriesToday} 单
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryBlock>
    </section>
  );
};

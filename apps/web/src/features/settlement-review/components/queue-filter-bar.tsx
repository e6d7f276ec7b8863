import { TENANT_TYPE_LABELS, TENANT_TYPES, type TenantType } from '@rrsp/contract';
import { Button, Input, Select } from 'antd';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { KEYWORD_MAX_LENGTH } from '../../../lib/list-query.ts';
import { useRegionChildren } from '../api/list-region-children.ts';
import {
  isCountyCode,
  PROVINCE_CODE,
  prefectureOf,
  type QueueFilterChange,
  type QueueFilters,
  WAITING_OPTIONS,
  type WaitingHours,
} from '../utils/queue-filters.ts';

interface QueueFilterBarProps {
  filters: QueueFilters;
  onChange: (change: QueueFilterChange) => void;
  onReset: () => void;
}

const TYPE_OPTIONS = TENANT_TYPES.map((type) => ({ value: type, label: TENANT_TYPE_LABELS[type] }));
const WAITING_SELECT_OPTIONS = WAITING_OPTIONS.map((option) => ({
  value: option.hours,
  label: option.label,
}));

/** One labelled filter: the visible label names the control for screen readers too. */
const Filter = ({ label, children }: { label: string; children: (labelId: string) => ReactNode }) => {
  const id = useId();
  return (
    <div className="queue-filter">
      <span id={id} className="queue-filter__label">
        {label}
      </span>
      {children(id)}
    </div>
  );
};

/** Type, prefecture and county (Guizhou's division table), waiting time and keyword, above the queue. */
export const QueueFilterBar = ({ filters, onChange, onReset }: QueueFilterBarProps) => {
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  useEffect(() => setKeyword(filters.keyword ?? ''), [filters.keyword]);

  const prefecture = prefectureOf(filters.region);
  const prefectures = useRegionChildren(PROVINCE_CODE);
  const counties = useRegionChildren(prefecture);
  const filtered = Boolean(
    filters.type || filters.region || filters.waitingHours || filters.keyword || filters.status,
  );

  return (
    <div className="queue-filters">
      <Filter label="主体类型">
        {(id) => (
          <Select<TenantType>
            aria-labelledby={id}
            className="queue-filter__select"
            placeholder="全部类型"
            allowClear
            value={filters.type}
            options={TYPE_OPTIONS}
            onChange={(type) => onChange({ type })}
          />
        )}
      </Filter>
      <Filter label="市（州）">
        {(id) => (
          <Select<string>
            aria-labelledby={id}
            className="queue-filter__select queue-filter__select--wide"
            placeholder="贵州省全部"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={prefectures.isPending}
            value={prefecture}
            options={prefectures.data?.map((region) => ({ value: region.code, label: region.name }))}
            notFoundContent={prefectures.isError ? '地区暂时无法加载' : '无匹配地区'}
            onChange={(code) => onChange({ region: code })}
          />
        )}
      </Filter>
      <Filter label="区（县）">
        {(id) => (
          <Select<string>
            aria-labelledby={id}
            className="queue-filter__select"
            placeholder={prefecture ? '全部区县' : '请先选择市州'}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!prefecture}
            loading={Boolean(prefecture) && counties.isPending}
            value={isCountyCode(filters.region) ? filters.region : undefined}
            options={counties.data?.map((region) => ({ value: region.code, label: region.name }))}
            notFoundContent={counties.isError ? '地区暂时无法加载' : '无匹配地区'}
            onChange={(code) => onChange({ region: code ?? prefecture })}
          />
        )}
      </Filter>
      <Filter label="等待时长">
        {(id) => (
          <Select<WaitingHours>
            aria-labelledby={id}
            className="queue-filter__select queue-filter__select--narrow"
            placeholder="不限"
            allowClear
            value={filters.waitingHours}
            options={WAITING_SELECT_OPTIONS}
            onChange={(waitingHours) => onChange({ waitingHours })}
          />
        )}
      </Filter>
      <Filter label="关键词">
        {(id) => (
          <Input.Search
            aria-labelledby={id}
            className="queue-filter__keyword"
            placeholder="主体名称或统一社会信用代码"
            allowClear
            maxLength={KEYWORD_MAX_LENGTH}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            onSearch={(value) => onChange({ keyword: value.trim() })}
            enterButton="查询"
          />
        )}
      </Filter>
      <Button onClick={onReset} disabled={!filtered}>
        重置
      </Button>
    </div>
  );
};

import { TENANT_TYPE_LABELS, TENANT_TYPES, type TenantType } from '@rrsp/contract';
import { FilterField } from '../../../components/form/filter-field.tsx';
import { useRegionChildren } from '../../../components/form/region-source.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import {
  QueueFilterBar as Filters,
  QueueKeywordFilter,
  QueueSelectFilter,
  QueueWaitingFilter,
} from '../../../components/review-queue/queue-filters.tsx';
import {
  isCountyCode,
  PROVINCE_CODE,
  prefectureOf,
  type QueueFilterChange,
  type QueueFilters,
  WAITING_OPTIONS,
} from '../utils/queue-filters.ts';

interface QueueFilterBarProps {
  filters: QueueFilters;
  onChange: (change: QueueFilterChange) => void;
  onReset: () => void;
}

const TYPE_OPTIONS = TENANT_TYPES.map((type) => ({ value: type, label: TENANT_TYPE_LABELS[type] }));

/** Type, prefecture and county (Guizhou's division table), waiting time and keyword, above the queue. */
export const QueueFilterBar = ({ filters, onChange, onReset }: QueueFilterBarProps) => {
  const prefecture = prefectureOf(filters.region);
  const prefectures = useRegionChildren(PROVINCE_CODE);
  const counties = useRegionChildren(prefecture);
  const filtered = Boolean(
    filters.type || filters.region || filters.waitingHours || filters.keyword || filters.status,
  );

  return (
    <Filters canReset={filtered} onReset={onReset}>
      <QueueSelectFilter<TenantType>
        label="主体类型"
        className="queue-filter__select"
        placeholder="全部类型"
        value={filters.type}
        options={TYPE_OPTIONS}
        onChange={(type) => onChange({ type })}
      />
      <FilterField label="市（州）">
        {(id) => (
          <SelectField<string>
            aria-labelledby={id}
            className="queue-filter__select queue-filter__select--wide"
            placeholder="贵州省全部"
            allowClear
            searchable
            loading={prefectures.isPending}
            value={prefecture}
            options={prefectures.data?.map((region) => ({ value: region.code, label: region.name }))}
            notFoundContent={prefectures.isError ? '地区暂时无法加载' : '无匹配地区'}
            onChange={(code) => onChange({ region: code })}
          />
        )}
      </FilterField>
      <FilterField label="区（县）">
        {(id) => (
          <SelectField<string>
            aria-labelledby={id}
            className="queue-filter__select"
            placeholder={prefecture ? '全部区县' : '请先选择市州'}
            allowClear
            searchable
            disabled={!prefecture}
            loading={Boolean(prefecture) && counties.isPending}
            value={isCountyCode(filters.region) ? filters.region : undefined}
            options={counties.data?.map((region) => ({ value: region.code, label: region.name }))}
            notFoundContent={counties.isError ? '地区暂时无法加载' : '无匹配地区'}
            onChange={(code) => onChange({ region: code ?? prefecture })}
          />
        )}
      </FilterField>
      <QueueWaitingFilter
        className="queue-filter__select queue-filter__select--narrow"
        value={filters.waitingHours}
        options={WAITING_OPTIONS}
        onChange={(waitingHours) => onChange({ waitingHours })}
      />
      <QueueKeywordFilter
        keyword={filters.keyword}
        placeholder="主体名称或统一社会信用代码"
        onSearch={(keyword) => onChange({ keyword })}
      />
    </Filters>
  );
};

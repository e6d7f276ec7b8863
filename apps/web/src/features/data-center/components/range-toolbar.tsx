import { GRANULARITIES, GRANULARITY_LABELS, type Granularity } from '@rrsp/contract';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { DateRangeField } from '../../../components/form/date-range-field.tsx';
import { FilterField } from '../../../components/form/filter-field.tsx';
import { SegmentedField } from '../../../components/form/segmented-field.tsx';
import { LazyAlert, preloadAlert } from '../../../components/ui/lazy-alert.tsx';
import type { DataCenterFilterChange, DataCenterFilters } from '../utils/data-center-filters.ts';
import { coarserFit, QUICK_RANGES, quickRange, quickRangeOf, rangeProblem } from '../utils/date-range.ts';

interface RangeToolbarProps {
  filters: DataCenterFilters;
  today: string;
  onChange: (change: DataCenterFilterChange) => void;
  /** The operators' filters (主体, 地区, 品类), after the range. */
  children?: ReactNode;
}

/**
 * 日期, 粒度 and the quick ranges above the figures. A range the server would refuse is not sent: the bar says why
 * and what to do, in the contract's words, and offers the coarser granularity that fits when there is one.
 */
export const RangeToolbar = ({ filters, today, onChange, children }: RangeToolbarProps) => {
  const problem = rangeProblem(filters);
  const coarser = problem ? coarserFit(filters) : undefined;
  const quick = quickRangeOf(filters, today);
  return (
    // the alert a refused range brings loads when the bar is first used, so it is there when a range is chosen
    <section className="data-toolbar" aria-label="统计范围" onFocus={preloadAlert}>
      <div className="data-toolbar__row">
        <FilterField label="日期">
          {(id) => (
            <DateRangeField
              aria-labelledby={id}
              className="data-toolbar__dates"
              required
              placeholder={['开始日期', '结束日期']}
              start={filters.from}
              end={filters.to}
              lastDay={today}
              onChange={(from, to) => {
                if (from && to) onChange({ from, to });
              }}
            />
          )}
        </FilterField>
        <fieldset className="data-toolbar__quick">
          <legend className="visually-hidden">快捷范围</legend>
          {QUICK_RANGES.map(({ key, label }) => (
            <Button
              key={key}
              size="small"
              // 本年 reads as the other ranges do, not spaced out as antd spaces two-character labels
              autoInsertSpace={false}
              type={quick === key ? 'primary' : 'default'}
              aria-pressed={quick === key}
              onClick={() => onChange(quickRange(key, today))}
            >
              {label}
            </Button>
          ))}
        </fieldset>
        <FilterField label="粒度">
          {(id) => (
            <SegmentedField<Granularity>
              aria-labelledby={id}
              value={filters.granularity}
              options={GRANULARITIES.map((granularity) => ({
                value: granularity,
                label: GRANULARITY_LABELS[granularity],
              }))}
              onChange={(granularity) => onChange({ granularity })}
            />
          )}
        </FilterField>
      </div>
      {children ? <div className="data-toolbar__row">{children}</div> : null}
      {problem ? (
        <LazyAlert
          className="data-toolbar__problem"
          type="warning"
          showIcon
          title={problem}
          action={
            coarser ? (
              <Button size="small" onClick={() => onChange({ granularity: coarser })}>
                改为{GRANULARITY_LABELS[coarser]}统计
              </Button>
            ) : (
              <Button size="small" onClick={() => onChange(quickRange('last30', today))}>
                恢复近30天
              </Button>
            )
          }
        />
      ) : null}
    </section>
  );
};

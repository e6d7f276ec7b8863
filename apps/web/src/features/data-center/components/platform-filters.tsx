import { SHELF_KIND_LABELS, type ShelfKind } from '@rrsp/contract';
import { Button } from 'antd';
import { FilterField } from '../../../components/form/filter-field.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import type { PlatformFigures } from '../api/get-figures.ts';
import type { DataCenterFilterChange, DataCenterFilters } from '../utils/data-center-filters.ts';

type FilterOptions = PlatformFigures['options'];

/** Products first, as the menus and the charts list them. */
const KIND_ORDER: readonly ShelfKind[] = ['product', 'service'];

interface PlatformFiltersProps {
  filters: DataCenterFilters;
  /** The choices the figures came with (the last known while new figures load); none yet on the first load. */
  options: FilterOptions | undefined;
  onChange: (change: DataCenterFilterChange) => void;
}

/**
 * 主体, 地区 and 品类 of the operators' data centre: each optional, each kept in the address. SelectFields: antd's
 * Select (20 KiB served) loads when one is first used (docs/decisions/034).
 */
export const PlatformFilters = ({ filters, options, onChange }: PlatformFiltersProps) => {
  const loading = options === undefined;
  const narrowed = Boolean(filters.tenantId || filters.regionCode || filters.category);
  return (
    <>
      <FilterField label="主体">
        {(id) => (
          <SelectField<string>
            aria-labelledby={id}
            className="data-toolbar__select data-toolbar__select--wide"
            placeholder="全部主体"
            allowClear
            searchable
            loading={loading}
            notFoundContent="没有匹配的主体"
            value={filters.tenantId}
            options={options?.tenants.map((tenant) => ({ value: tenant.tenantId, label: tenant.name }))}
            onChange={(tenantId) => onChange({ tenantId })}
          />
        )}
      </FilterField>
      <FilterField label="地区">
        {(id) => (
          <SelectField<string>
            aria-labelledby={id}
            className="data-toolbar__select"
            placeholder="全省"
            allowClear
            loading={loading}
            value={filters.regionCode}
            options={options?.regions.map((region) => ({ value: region.code, label: region.name }))}
            onChange={(regionCode) => onChange({ regionCode })}
          />
        )}
      </FilterField>
      <FilterField label="品类">
        {(id) => (
          <SelectField<string>
            aria-labelledby={id}
            className="data-toolbar__select"
            placeholder="全部品类"
            allowClear
            searchable
            loading={loading}
            notFoundContent="没有匹配的品类"
            value={filters.category}
            options={KIND_ORDER.map((kind) => ({
              label: SHELF_KIND_LABELS[kind],
              options: (options?.categories ?? [])
                .filter((category) => category.kind === kind)
                .map((category) => ({ value: category.code, label: category.name })),
            })).filter((group) => group.options.length > 0)}
            onChange={(category) => onChange({ category })}
          />
        )}
      </FilterField>
      <Button
        disabled={!narrowed}
        onClick={() => onChange({ tenantId: undefined, regionCode: undefined, category: undefined })}
      >
        重置筛选
      </Button>
    </>
  );
};

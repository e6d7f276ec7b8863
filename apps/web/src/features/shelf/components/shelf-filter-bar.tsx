import { FilterField } from '../../../components/form/filter-field.tsx';
import { useRegionChildren } from '../../../components/form/region-source.tsx';
import { isCountyCode, PROVINCE_CODE, prefectureOf } from '../utils/shelf-filters.ts';
import './shelf.css';
import { SelectField } from '../../../components/form/select-field.tsx';

interface RegionFiltersProps {
  /** The chosen prefecture or county of Guizhou (../utils/shelf-filters.ts); none for the whole province. */
  region: string | undefined;
  onChange: (region: string | undefined) => void;
}

/** 市（州） and 区（县） of Guizhou: a county is chosen inside its prefecture; clearing the county keeps the prefecture. */
export const RegionFilters = ({ region, onChange }: RegionFiltersProps) => {
  const prefecture = prefectureOf(region);
  const prefectures = useRegionChildren(PROVINCE_CODE);
  const counties = useRegionChildren(prefecture);
  return (
    <>
      <FilterField label="市（州）">
        {(id) => (
          <SelectField<string>
            aria-labelledby={id}
            className="shelf-filter__select shelf-filter__select--wide"
            placeholder="贵州省全部"
            allowClear
            searchable
            loading={prefectures.isPending}
            value={prefecture}
            options={prefectures.data?.map((item) => ({ value: item.code, label: item.name }))}
            notFoundContent={prefectures.isError ? '地区暂时无法加载' : '无匹配地区'}
            onChange={(code) => onChange(code)}
          />
        )}
      </FilterField>
      <FilterField label="区（县）">
        {(id) => (
          <SelectField<string>
            aria-labelledby={id}
            className="shelf-filter__select"
            placeholder={prefecture ? '全部区县' : '请先选择市州'}
            allowClear
            searchable
            disabled={!prefecture}
            loading={Boolean(prefecture) && counties.isPending}
            value={isCountyCode(region) ? region : undefined}
            options={counties.data?.map((item) => ({ value: item.code, label: item.name }))}
            notFoundContent={counties.isError ? '地区暂时无法加载' : '无匹配地区'}
            onChange={(code) => onChange(code ?? prefecture)}
          />
        )}
      </FilterField>
    </>
  );
};

import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type ReactNode, useId } from 'react';
import { isCountyCode, PROVINCE_CODE, prefectureOf } from '../../lib/shelf-filters.ts';
import { regionChildrenQueryOptions } from '../form/region-picker.tsx';
import './shelf.css';

/** One labelled filter: the visible label names the control for screen readers too. */
export const ShelfFilter = ({
  label,
  children,
}: {
  label: string;
  children: (labelId: string) => ReactNode;
}) => {
  const id = useId();
  return (
    <div className="shelf-filter">
      <span id={id} className="shelf-filter__label">
        {label}
      </span>
      {children(id)}
    </div>
  );
};

interface RegionFiltersProps {
  /** The chosen prefecture or county of Guizhou (lib/shelf-filters.ts); none for the whole province. */
  region: string | undefined;
  onChange: (region: string | undefined) => void;
}

/** 市（州） and 区（县） of Guizhou: a county is chosen inside its prefecture; clearing the county keeps the prefecture. */
export const RegionFilters = ({ region, onChange }: RegionFiltersProps) => {
  const prefecture = prefectureOf(region);
  const prefectures = useQuery(regionChildrenQueryOptions(PROVINCE_CODE));
  const counties = useQuery({ ...regionChildrenQueryOptions(prefecture), enabled: Boolean(prefecture) });
  return (
    <>
      <ShelfFilter label="市（州）">
        {(id) => (
          <Select<string>
            aria-labelledby={id}
            className="shelf-filter__select shelf-filter__select--wide"
            placeholder="贵州省全部"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={prefectures.isPending}
            value={prefecture}
            options={prefectures.data?.map((item) => ({ value: item.code, label: item.name }))}
            notFoundContent={prefectures.isError ? '地区暂时无法加载' : '无匹配地区'}
            onChange={(code) => onChange(code)}
          />
        )}
      </ShelfFilter>
      <ShelfFilter label="区（县）">
        {(id) => (
          <Select<string>
            aria-labelledby={id}
            className="shelf-filter__select"
            placeholder={prefecture ? '全部区县' : '请先选择市州'}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!prefecture}
            loading={Boolean(prefecture) && counties.isPending}
            value={isCountyCode(region) ? region : undefined}
            options={counties.data?.map((item) => ({ value: item.code, label: item.name }))}
            notFoundContent={counties.isError ? '地区暂时无法加载' : '无匹配地区'}
            onChange={(code) => onChange(code ?? prefecture)}
          />
        )}
      </ShelfFilter>
    </>
  );
};

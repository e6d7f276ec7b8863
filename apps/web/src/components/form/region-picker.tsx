import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Cascader, Select, Space } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  cascaderOptionsOf,
  DEFAULT_PROVINCE,
  provinceOf,
  provincesFirst,
  type RegionCascaderOption,
  type RegionNode,
  regionNameOf,
  resolveRegionPath,
} from './region-path.ts';
import { useRegionQueryOptions } from './region-source.tsx';
import './region-picker.css';

interface RegionPickerProps {
  /** A township code (9 digits), or a higher level's with `changeOnSelect`, as the form keeps it. */
  value?: string;
  onChange?: (code: string | undefined) => void;
  id?: string;
  disabled?: boolean;
  /** The chosen region as written, 贵州省黔东南苗族侗族自治州雷山县丹江镇 (for summaries); undefined until chosen. */
  onNameChange?: (name: string | undefined) => void;
  /** The value's name as stored elsewhere (黔东南州雷山县丹江镇), shown until the table has been walked to it. */
  knownName?: string | null | undefined;
  /**
   * A level above the township may be chosen too (a service covering a whole county): every click reports the code
   * reached so far, and the form's own rule says which levels it takes.
   */
  changeOnSelect?: boolean;
}

/**
 * 所在地区 down to the township: a province (Guizhou unless the value lies elsewhere) and a cascader of prefecture,
 * county and township whose levels load as they are opened. A stored value is shown by walking the table to it. The
 * table is read through what the app provides (region-source.tsx).
 */
export const RegionPicker = ({
  value,
  onChange,
  id,
  disabled,
  onNameChange,
  knownName,
  changeOnSelect = false,
}: RegionPickerProps) => {
  const queryClient = useQueryClient();
  const childrenQueryOptions = useRegionQueryOptions();
  const [province, setProvince] = useState(() => (value ? provinceOf(value) : DEFAULT_PROVINCE));
  const [path, setPath] = useState<string[]>([]);
  const [loaded, setLoaded] = useState<Record<string, readonly RegionNode[]>>({});
  const provinces = useQuery(childrenQueryOptions(undefined));
  const top = useQuery(childrenQueryOptions(province));

  const load = useCallback(
    async (parentCode: string) => {
      const children = await queryClient.fetchQuery(childrenQueryOptions(parentCode));
      setLoaded((before) => (before[parentCode] ? before : { ...before, [parentCode]: children }));
      return children;
    },
    [queryClient, childrenQueryOptions],
  );

  useEffect(() => {
    if (top.data) setLoaded((before) => ({ ...before, [province]: top.data }));
  }, [top.data, province]);

  // A value set from outside (a restored draft): find its prefecture and county so the cascader can show it. Each
  // value is looked up once, whatever the outcome: a failed or partial walk must not start another.
  const lookedUp = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!value) {
      lookedUp.current = undefined;
      if (path.length > 0) setPath([]);
      return;
    }
    if (path.at(-1) === value || lookedUp.current === value) return;
    lookedUp.current = value;
    const home = provinceOf(value);
    setProvince(home);
    resolveRegionPath(value, home, load)
      .then((found) => {
        if (lookedUp.current === value) setPath(found);
      })
      .catch(() => undefined);
  }, [value, path, load]);

  const options: RegionCascaderOption[] = cascaderOptionsOf(province, loaded);

  const name =
    value && path.at(-1) === value ? regionNameOf(province, path, provinces.data ?? [], loaded) : undefined;
  const reportName = useRef(onNameChange);
  reportName.current = onNameChange;
  useEffect(() => reportName.current?.(name), [name]);

  return (
    <Space.Compact block className="region-picker">
      <Select
        aria-label="省份"
        className="region-picker__province"
        value={province}
        disabled={disabled}
        loading={provinces.isPending}
        showSearch={{ optionFilterProp: 'label' }}
        options={provincesFirst(provinces.data ?? []).map((item) => ({ value: item.code, label: item.name }))}
        onChange={(code: string) => {
          setProvince(code);
          setPath([]);
          onChange?.(undefined);
        }}
        notFoundContent={provinces.isError ? '地区加载失败，请稍后重试' : '无匹配的省份'}
      />
      <Cascader<RegionCascaderOption>
        id={id}
        aria-label="市州、区县和乡镇（街道）"
        className="region-picker__rest"
        placeholder={
          value && knownName && path.at(-1) !== value
            ? knownName
            : top.isError
              ? '地区加载失败，请稍后重试'
              : changeOnSelect
                ? '请选择市州 / 区县，可细化到乡镇（街道）'
                : '请选择市州 / 区县 / 乡镇（街道）'
        }
        disabled={disabled}
        options={options}
        changeOnSelect={changeOnSelect}
        value={path}
        loadData={(selected) => {
          const last = selected.at(-1);
          if (last && !last.isLeaf) void load(last.value).catch(() => undefined);
        }}
        onChange={(next) => {
          const codes = (next ?? []).map(String);
          lookedUp.current = codes.at(-1);
          setPath(codes);
          onChange?.(codes.at(-1));
        }}
        notFoundContent={top.isPending ? '正在加载…' : '暂无下级地区'}
      />
    </Space.Compact>
  );
};

import { describe, expect, it } from 'vitest';
import {
  cascaderOptionsOf,
  provinceOf,
  provincesFirst,
  type RegionNode,
  regionContains,
  regionNameOf,
  resolveRegionPath,
} from './region-path.ts';

const node = (code: string, name: string, leaf = false): RegionNode => ({ code, name, leaf });

const TABLE: Record<string, RegionNode[]> = {
  '520000': [node('520100', '贵阳市'), node('522600', '黔东南苗族侗族自治州')],
  '522600': [node('522601', '凯里市'), node('522634', '雷山县')],
  '522634': [node('522634100', '丹江镇', true), node('522634101', '西江镇', true)],
  '440000': [node('441900', '东莞市')],
  // a city without counties: townships straight below it
  '441900': [node('441900003', '东城街道', true)],
};

const load = async (parent: string) => TABLE[parent] ?? [];

describe('regionContains', () => {
  it('matches a division and what lies in it', () => {
    expect(regionContains('522600', '522634100')).toBe(true);
    expect(regionContains('522634', '522634100')).toBe(true);
    expect(regionContains('522634100', '522634100')).toBe(true);
    expect(regionContains('441900', '441900003')).toBe(true);
  });

  it('does not match a neighbour', () => {
    expect(regionContains('520100', '522634100')).toBe(false);
    expect(regionContains('522601', '522634100')).toBe(false);
    expect(regionContains('522634101', '522634100')).toBe(false);
  });
});

describe('resolveRegionPath', () => {
  it('walks prefecture, county and township', async () => {
    expect(await resolveRegionPath('522634100', '520000', load)).toEqual(['522600', '522634', '522634100']);
  });

  it('follows a table that skips the county level', async () => {
    expect(await resolveRegionPath('441900003', '440000', load)).toEqual(['441900', '441900003']);
  });

  it('stops where the table has nothing that contains the code', async () => {
    expect(await resolveRegionPath('522634999', '520000', load)).toEqual(['522600', '522634']);
  });
});

describe('cascaderOptionsOf', () => {
  it('nests only what has been loaded', () => {
    const options = cascaderOptionsOf('520000', {
      '520000': TABLE['520000'] ?? [],
      '522600': TABLE['522600'] ?? [],
    });
    expect(options.map((option) => option.label)).toEqual(['贵阳市', '黔东南苗族侗族自治州']);
    expect(options[0]?.children).toBeUndefined();
    expect(options[1]?.children?.map((option) => option.value)).toEqual(['522601', '522634']);
    expect(options[1]?.isLeaf).toBe(false);
  });
});

describe('provinces', () => {
  it('puts Guizhou first and finds the province of a code', () => {
    const sorted = provincesFirst([
      node('110000', '北京市'),
      node('520000', '贵州省'),
      node('530000', '云南省'),
    ]);
    expect(sorted.map((item) => item.code)).toEqual(['520000', '110000', '530000']);
    expect(provinceOf('522634100')).toBe('520000');
  });
});

describe('regionNameOf', () => {
  it('runs the names together from the province down', () => {
    const provinces = [node('520000', '贵州省')];
    expect(regionNameOf('520000', ['522600', '522634', '522634100'], provinces, TABLE)).toBe(
      '贵州省黔东南苗族侗族自治州雷山县丹江镇',
    );
  });

  it('gives nothing while a level is not loaded', () => {
    expect(regionNameOf('520000', ['522600'], [], TABLE)).toBeUndefined();
  });
});

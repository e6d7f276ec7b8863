import type { ControlCenter } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { markerSize, totalsByPrefecture } from './map-data.ts';

const centre = (overrides: Partial<ControlCenter>): ControlCenter => ({
  id: 'c',
  name: '调度中心',
  level: 'county',
  prefectureCode: '520100',
  prefectureName: '贵阳市',
  address: '',
  longitude: 106.7,
  latitude: 26.6,
  deliveriesToday: 0,
  ...overrides,
});

const regions = [
  { code: '520100', name: '贵阳市' },
  { code: '522600', name: '黔东南苗族侗族自治州' },
  { code: '520300', name: '遵义市' },
];

describe('map totals per prefecture', () => {
  it('adds up deliveries and centres per prefecture, matching by division code', () => {
    const totals = totalsByPrefecture(
      [
        centre({ deliveriesToday: 30 }),
        centre({ deliveriesToday: 12 }),
        centre({ prefectureCode: '522600', prefectureName: '黔东南州', deliveriesToday: 7 }),
      ],
      regions,
    );
    expect(totals).toEqual([
      { name: '贵阳市', value: 42, centres: 2 },
      { name: '黔东南苗族侗族自治州', value: 7, centres: 1 },
      { name: '遵义市', value: 0, centres: 0 },
    ]);
  });

  it('keeps a centre whose code the map does not know, under the name the server sent', () => {
    const totals = totalsByPrefecture(
      [centre({ prefectureCode: '529900', prefectureName: '新区', deliveriesToday: 3 })],
      [],
    );
    expect(totals).toEqual([{ name: '新区', value: 3, centres: 1 }]);
  });

  it('never lets a negative count lower a total', () => {
    expect(totalsByPrefecture([centre({ deliveriesToday: -5 })], regions)[0]?.value).toBe(0);
  });

  it('draws the provincial centre largest and county centres smallest', () => {
    expect(markerSize('province')).toBeGreaterThan(markerSize('prefecture'));
    expect(markerSize('prefecture')).toBeGreaterThan(markerSize('county'));
  });
});

import { describe, expect, it } from 'vitest';
import { regionParts } from './region-parts.ts';

describe('regionParts', () => {
  it('splits a county from its prefecture', () => {
    expect(regionParts('黔南州都匀市')).toEqual(['黔南州', '都匀市']);
    expect(regionParts('贵阳市修文县')).toEqual(['贵阳市', '修文县']);
    expect(regionParts('安顺市关岭自治县')).toEqual(['安顺市', '关岭自治县']);
    expect(regionParts('铜仁地区江口县')).toEqual(['铜仁地区', '江口县']);
  });

  it('keeps a name with nothing after its prefecture, or without one, whole', () => {
    expect(regionParts('遵义市')).toEqual(['遵义市']);
    expect(regionParts('贵州省')).toEqual(['贵州省']);
    expect(regionParts('六盘水市水城区')).toEqual(['六盘水市', '水城区']);
  });
});

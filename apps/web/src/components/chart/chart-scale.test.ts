import { describe, expect, it } from 'vitest';
import {
  axisNumber,
  barColumns,
  categoryLabelInterval,
  keepApart,
  liftColour,
  linePath,
  niceNumber,
  toPixel,
  valueScale,
} from './chart-scale.ts';

describe('value axes', () => {
  it('takes nice numbers as ECharts does', () => {
    expect([1.4, 2.2, 3.26, 6, 8].map((value) => niceNumber(value, true))).toEqual([1, 2, 3, 5, 10]);
    expect(niceNumber(32_600, true)).toBe(30_000);
    expect(niceNumber(0.4, true)).toBe(0.5);
  });

  it('puts ticks on whole intervals from zero to past the largest value', () => {
    expect(valueScale([3, 7, 1]).ticks).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(valueScale([1054, 80]).ticks).toEqual([0, 200, 400, 600, 800, 1000, 1200]);
    expect(valueScale([163_000]).ticks.at(-1)).toBe(180_000);
  });

  it('counts in whole numbers where the interval would be a fraction', () => {
    expect(valueScale([2, 1], { minInterval: 1 }).ticks).toEqual([0, 1, 2]);
    expect(valueScale([2, 1]).ticks).toEqual([0, 0.5, 1, 1.5, 2]);
  });

  it('draws an empty or all-zero range from 0 to 1', () => {
    expect(valueScale([]).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(valueScale([0, 0, null], { minInterval: 1 }).ticks).toEqual([0, 1]);
  });

  it('takes one value, skipping the missing', () => {
    expect(valueScale([null, 5, null]).ticks).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('reaches below zero for negative values, and keeps zero in range', () => {
    const scale = valueScale([-3, 4]);
    expect(scale.min).toBe(-3);
    expect(scale.max).toBe(4);
    expect(scale.ticks).toContain(0);
    expect(valueScale([-8, -2]).ticks).toEqual([-8, -6, -4, -2, 0]);
  });

  it('keeps a fixed lower end', () => {
    expect(valueScale([30, 100], { min: 0 }).ticks).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('maps values onto pixels, upwards or along', () => {
    const scale = valueScale([10]);
    expect(toPixel(scale, 0, 200, 0)).toBe(200);
    expect(toPixel(scale, 10, 200, 0)).toBe(0);
    expect(toPixel(scale, 5, 0, 100)).toBe(50);
  });

  it('writes axis numbers with thousands separated', () => {
    expect(axisNumber(1200)).toBe('1,200');
    expect(axisNumber(0.5)).toBe('0.5');
    expect(axisNumber(-3000)).toBe('-3,000');
  });
});

describe('category axes', () => {
  it('leaves out labels that would run into the next (30 days: every third on a desktop, every fifth on a phone)', () => {
    const widths = Array.from({ length: 30 }, () => 30);
    expect(categoryLabelInterval(widths, 16.2)).toBe(2);
    expect(categoryLabelInterval(widths, 8.4)).toBe(4);
    expect(categoryLabelInterval([20, 20, 20, 20, 20], 97)).toBe(0);
  });

  it('shows the one label of one category, and none of none', () => {
    expect(categoryLabelInterval([40], 10)).toBe(0);
    expect(categoryLabelInterval([], 10)).toBe(0);
  });
});

describe('bars in a band', () => {
  it('gives one column 69 % of the band, capped by its most width and centred', () => {
    const [column] = barColumns(100, [undefined]);
    expect(column?.width).toBeCloseTo(69);
    expect(column?.offset).toBeCloseTo(-34.5);
    expect(barColumns(100, [48])).toEqual([{ offset: -24, width: 48 }]);
  });

  it('sets columns side by side with 10 % of a column between them', () => {
    const [first, second] = barColumns(15.2, [24, 24]);
    expect(first?.width).toBeCloseTo(second?.width ?? 0);
    expect((second?.offset ?? 0) - (first?.offset ?? 0)).toBeCloseTo((first?.width ?? 0) * 1.1);
    expect(barColumns(15.2, [])).toEqual([]);
  });
});

describe('lines', () => {
  it('breaks at a missing point and draws a lone point as a move only', () => {
    expect(linePath([{ x: 0, y: 10 }, { x: 5, y: 0 }, null, { x: 15, y: 2 }])).toBe('M0 10L5 0M15 2');
    expect(linePath([])).toBe('');
    expect(linePath([null, null])).toBe('');
  });
});

describe('labels that would overlap', () => {
  it('drops the end labels first when they run into their neighbours, then every other from the start', () => {
    const spans = [0, 1, 2, 3, 4, 5, 6].map((index) => [index * 20 - 15, index * 20 + 15] as const);
    expect(keepApart(spans)).toEqual([false, true, false, true, false, true, false]);
    expect(
      keepApart([
        [0, 10],
        [20, 30],
      ]),
    ).toEqual([true, true]);
  });
});

it('lifts a highlighted colour by a tenth, as ECharts does', () => {
  expect(liftColour('#1F7A4C')).toBe('rgb(34,134,83)');
  expect(liftColour('#FFFFFF')).toBe('rgb(255,255,255)');
});

// @vitest-environment jsdom
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../lib/jsdom-test-support.tsx';
import type { ChartModel, ChartSeries } from './chart-layout.ts';
import { SvgChart } from './svg-chart.tsx';

// jsdom lays nothing out: the chart's frame is given a size
const sizes = { clientWidth: 528, clientHeight: 300 };
const saved = Object.fromEntries(
  Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]),
);
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes))
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(saved))
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});

const series = (name: string, values: (number | null)[], extra: Partial<ChartSeries> = {}): ChartSeries => ({
  name,
  kind: 'bar',
  colour: name === '产品' ? '#1F7A4C' : '#D99A1E',
  values,
  ...extra,
});

const model = (overrides: Partial<ChartModel> = {}): ChartModel => ({
  orientation: 'columns',
  categories: ['11-23', '11-24', '11-25'],
  series: [series('产品', [1, 0, 2], { stack: 's' }), series('服务', [0, 3, null], { stack: 's' })],
  valueAxes: [{ name: '个', minInterval: 1 }],
  legend: true,
  tooltip: {
    trigger: 'axis',
    content: (index, shown) => ({
      kind: 'lines',
      title: `第 ${index + 1} 天`,
      rows: shown.map((item) => ({
        colour: item.colour,
        text: `${item.name}：${item.values[index] ?? '—'}`,
      })),
    }),
  },
  table: { heading: '周期', value: (_, value) => (value === null ? '—' : `${value} 个`) },
  ...overrides,
});

const keyDown = (target: Element, key: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

describe('a chart of the project’s own', () => {
  it('draws the bars, axes and legend in one SVG, and is an image with its label and a table of every value', () => {
    const root = renderWithApp(
      <SvgChart model={model()} label="新增产品与服务图表：共 6 个" fontFamily="sans-serif" />,
    );
    const svg = root.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('528');
    // the null is no bar; the zeros are bars of no height
    expect(svg?.querySelectorAll('rect')).toHaveLength(5 + 2);
    expect([...(svg?.querySelectorAll('text') ?? [])].map((text) => text.textContent)).toEqual(
      expect.arrayContaining(['0', '1', '2', '3', '11-23', '11-25', '个', '产品', '服务']),
    );
    expect(root.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      '新增产品与服务图表：共 6 个',
    );
    const rows = [...root.querySelectorAll('table tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['周期', '产品', '服务'],
      ['11-23', '1 个', '0 个'],
      ['11-24', '0 个', '3 个'],
      ['11-25', '2 个', '—'],
    ]);
  });

  it('shows the tooltip when focused, and the arrow keys walk the categories; Escape hides it', async () => {
    const root = renderWithApp(<SvgChart model={model()} label="图表" fontFamily="sans-serif" />);
    const surface = root.querySelector('[role="img"]') as HTMLElement;
    await act(async () => surface.focus());
    const tooltip = () => root.querySelector('.svg-chart__tooltip')?.textContent;
    expect(tooltip()).toBe('第 1 天产品：1服务：0');
    await keyDown(surface, 'ArrowRight');
    expect(tooltip()).toBe('第 2 天产品：0服务：3');
    await keyDown(surface, 'End');
    expect(tooltip()).toBe('第 3 天产品：2服务：—');
    // the pointer's shadow is over the third category
    expect(root.querySelectorAll('svg rect[fill="rgba(129,130,136,0.2)"]')).toHaveLength(1);
    await keyDown(surface, 'Escape');
    expect(tooltip()).toBeUndefined();
  });

  it('switches a series off and on from its legend item, as ECharts’ legend did', async () => {
    const root = renderWithApp(<SvgChart model={model()} label="图表" fontFamily="sans-serif" />);
    const service = [...root.querySelectorAll('button')].find((button) => button.textContent === '服务');
    expect(service?.getAttribute('aria-pressed')).toBe('true');
    await act(async () => service?.click());
    expect(service?.getAttribute('aria-pressed')).toBe('false');
    // only the products' bars are left, and the axis is scaled to them
    expect(root.querySelectorAll('svg > rect')).toHaveLength(3);
    expect([...root.querySelectorAll('svg text')].map((text) => text.textContent)).not.toContain('3');
    await act(async () => service?.click());
    expect(root.querySelectorAll('svg > rect')).toHaveLength(5);
  });

  it('draws a chart of no categories and one of negative values without failing', () => {
    const empty = renderWithApp(
      <SvgChart
        model={model({ categories: [], series: [series('产品', [])] })}
        label="空"
        fontFamily="sans-serif"
      />,
    );
    expect(empty.querySelector('svg')).not.toBeNull();
    const negative = renderWithApp(
      <SvgChart
        model={model({
          series: [series('产品', [-2, 0, 3]), series('服务', [1, null, 2], { kind: 'line', axis: 0 })],
        })}
        label="负数"
        fontFamily="sans-serif"
      />,
    );
    const bars = [...negative.querySelectorAll('svg > rect')].map((rect) =>
      Number(rect.getAttribute('height')),
    );
    expect(bars.every((height) => height >= 0)).toBe(true);
    // the line breaks at the missing value
    expect(negative.querySelector('path')?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+M[\d.]+ [\d.]+$/);
  });

  it('gives an item tooltip for the bar under the keyboard’s pointer, in rows', async () => {
    const rows = model({
      orientation: 'rows',
      categories: ['雷山银球茶', '冷链物流'],
      series: [
        series('产品', [120, null], { stack: 'v', labels: true }),
        series('服务', [null, 80], { stack: 'v' }),
      ],
      valueAxes: [{ hideOverlap: true }],
      tooltip: {
        trigger: 'item',
        content: (index, item) => ({ kind: 'lines', title: `${index}`, rows: [{ text: item.name }] }),
      },
    });
    const root = renderWithApp(<SvgChart model={rows} label="浏览量" fontFamily="sans-serif" />);
    expect([...root.querySelectorAll('svg text')].map((text) => text.textContent)).toContain('120');
    const surface = root.querySelector('[role="img"]') as HTMLElement;
    await act(async () => surface.focus());
    await keyDown(surface, 'ArrowDown');
    expect(root.querySelector('.svg-chart__tooltip')?.textContent).toBe('1服务');
  });
});

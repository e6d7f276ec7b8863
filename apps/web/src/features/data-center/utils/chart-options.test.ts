import { describe, expect, it } from 'vitest';
import {
  cooperationChart,
  countByState,
  createdItemsChart,
  formatHours,
  ITEM_STATE_LABELS,
  ITEM_STATES,
  itemStateOf,
  periodAxisLabel,
  periodText,
  reportsChart,
  SERIES,
  salesChart,
  shelfStatesChart,
  viewsChart,
  withCjkFallbacks,
} from './chart-options.ts';
import { figures } from './data-center-test-support.ts';

const FONT = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif';
const input = (granularity: 'day' | 'week' | 'month' = 'day', data = figures()) => ({
  figures: data,
  granularity,
});

describe('an item’s state in one word', () => {
  it('names each state with the shelf’s own labels, listed first', () => {
    expect(ITEM_STATES.map((state) => ITEM_STATE_LABELS[state])).toEqual([
      '已上架',
      '待审核',
      '已驳回',
      '已下架',
      '草稿',
    ]);
  });

  it('puts what the public sees first: listed while an edit waits, 待审核 when sent back after a take-down', () => {
    expect(itemStateOf({ audit: 'approved', shelf: 'on' })).toBe('listed');
    expect(itemStateOf({ audit: 'pending', shelf: 'on' })).toBe('listed');
    expect(itemStateOf({ audit: 'pending', shelf: 'off' })).toBe('pending');
    expect(itemStateOf({ audit: 'pending', shelf: 'none' })).toBe('pending');
    expect(itemStateOf({ audit: 'approved', shelf: 'off' })).toBe('delisted');
    expect(itemStateOf({ audit: 'rejected', shelf: 'off' })).toBe('delisted');
    expect(itemStateOf({ audit: 'rejected', shelf: 'none' })).toBe('rejected');
    expect(itemStateOf({ audit: 'draft', shelf: 'none' })).toBe('draft');
  });

  it('adds up the counts per state and kind', () => {
    expect(countByState(figures().shelf.byState)).toEqual({
      listed: { product: 6, service: 2 },
      pending: { product: 0, service: 3 },
      rejected: { product: 1, service: 0 },
      delisted: { product: 0, service: 4 },
      draft: { product: 2, service: 0 },
    });
  });
});

describe('the charts’ models', () => {
  it('产品与服务状态: a stacked bar per state, products and services', () => {
    const model = shelfStatesChart.chart(input());
    expect(model.categories).toEqual(['已上架', '待审核', '已驳回', '已下架', '草稿']);
    expect(model.series.map(({ name, values, stack }) => ({ name, values, stack }))).toEqual([
      { name: '产品', values: [6, 0, 1, 0, 2], stack: 'items' },
      { name: '服务', values: [2, 3, 0, 4, 0], stack: 'items' },
    ]);
    expect(model.tooltip.trigger).toBe('axis');
    if (model.tooltip.trigger === 'axis')
      expect(model.tooltip.content(0, model.series)).toEqual({
        kind: 'table',
        title: '已上架',
        rows: [
          { colour: '#1F7A4C', name: '产品', value: '6' },
          { colour: '#D99A1E', name: '服务', value: '2' },
        ],
      });
    expect(shelfStatesChart.summary(figures())).toBe(
      '已上架 8 个，待审核 3 个，已驳回 1 个，已下架 4 个，草稿 2 个',
    );
  });

  it('labels periods by day, week and month, with the year only when the range spans two', () => {
    expect(createdItemsChart.chart(input('day')).categories).toEqual(['11-23', '11-24', '11-25']);
    expect(createdItemsChart.chart(input('week')).categories).toEqual(['11-23起', '11-24起', '11-25起']);
    expect(periodAxisLabel('2026-12-28', 'day', true)).toBe('2026-12-28');
    expect(periodAxisLabel('2026-11-01', 'month', false)).toBe('2026-11');
    expect(periodText('2026-11-23', 'week')).toBe('2026-11-23 至 2026-11-29');
    expect(periodText('2026-11-01', 'month')).toBe('2026年11月');
    const spanning = figures({ periods: ['2026-12-31', '2027-01-01'] });
    expect(createdItemsChart.chart(input('day', spanning)).categories).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('合作请求与响应: received and replied as bars, the median reply hours as a line on the second axis', () => {
    const model = cooperationChart.chart(input());
    expect(model.series.map(({ kind, name, values, axis }) => ({ kind, name, values, axis }))).toEqual([
      { kind: 'bar', name: SERIES.received, values: [2, 3, 4], axis: undefined },
      { kind: 'bar', name: SERIES.replied, values: [0, 1, 2], axis: undefined },
      // a period without a reply has no median: a gap, not a zero
      { kind: 'line', name: SERIES.medianHours, values: [null, 3.25, 6.5], axis: 1 },
    ]);
    // the tooltip names the period in full and says 无回复 where there is no median
    if (model.tooltip.trigger === 'axis')
      expect(model.tooltip.content(0, model.series)).toEqual({
        kind: 'lines',
        title: '2026-11-23',
        rows: [
          { colour: '#1F7A4C', text: '收到请求：2' },
          { colour: '#D99A1E', text: '已回复：0' },
          { colour: '#2A7F86', text: '中位响应时长：无回复' },
        ],
      });
    expect(model.table.value(model.series[2] as (typeof model.series)[number], 3.25)).toBe('3.3 小时');
  });

  it('浏览量排行: the most viewed on top, kinds told apart, unviewed items left out', () => {
    const data = figures();
    data.views.top.push({
      itemId: '00000000-0000-4000-8000-000000000003',
      kind: 'product',
      name: '一个名字非常非常长的贵州高原生态农产品',
      views: 0,
    });
    const model = viewsChart.chart(input('day', data));
    expect(model.categories).toEqual(['雷山银球茶', '冷链物流配送服务']);
    expect(model.orientation).toBe('rows');
    // one series per kind, so the legend says which colour is which
    expect(model.series.map(({ name, values }) => ({ name, values }))).toEqual([
      { name: '产品', values: [120, null] },
      { name: '服务', values: [null, 80] },
    ]);
    // the count axis is squeezed beside the names on a phone: its labels may not overlap
    expect(model.valueAxes[0].hideOverlap).toBe(true);
    if (model.tooltip.trigger === 'item')
      expect(model.tooltip.content(1, model.series[1] as (typeof model.series)[number])).toEqual({
        kind: 'lines',
        title: '冷链物流配送服务',
        rows: [{ text: '服务 · 浏览 80 次' }],
      });
  });

  it('举报情况 and 销售额 map their series; 销售额 counts on a second axis', () => {
    expect(reportsChart.chart(input()).series.map((series) => series.name)).toEqual([
      '收到举报',
      '核实后下架',
      '不予处理',
    ]);
    const sales = salesChart.chart(input());
    expect(sales.series.map(({ kind, name, values, axis }) => ({ kind, name, values, axis }))).toEqual([
      { kind: 'bar', name: '销售额', values: [0, 1000, 2000], axis: undefined },
      { kind: 'line', name: '笔数', values: [0, 1, 2], axis: 1 },
    ]);
    // an amount axis in 万 from ten thousand up
    expect(sales.valueAxes[0].format?.(30_000)).toBe('3万');
    expect(sales.valueAxes[0].format?.(5_000)).toBe('5000');
  });

  it('says a range with nothing in it is empty, chart by chart', () => {
    const quiet = figures();
    quiet.cooperation.periods = quiet.cooperation.periods.map((row) => ({ ...row, received: 0, replied: 0 }));
    quiet.sales = {
      ...quiet.sales,
      periods: quiet.sales.periods.map((row) => ({ ...row, amount: 0, count: 0 })),
      amount: 0,
      count: 0,
    };
    expect(cooperationChart.isEmpty(quiet)).toBe(true);
    expect(salesChart.isEmpty(quiet)).toBe(true);
    expect(reportsChart.isEmpty(quiet)).toBe(false);
    expect(shelfStatesChart.isEmpty(figures({ shelf: { byState: [], created: [] } }))).toBe(true);
  });

  it('writes every chart’s text in the page’s font with the Chinese fallbacks', () => {
    expect(withCjkFallbacks('Arial, sans-serif')).toBe(
      'Arial, "PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif',
    );
    expect(withCjkFallbacks(FONT)).toBe(FONT);
  });

  it('writes hours as people read them', () => {
    expect(formatHours(null)).toBe('—');
    expect(formatHours(2.345)).toBe('2.3');
    expect(formatHours(26.6)).toBe('27');
  });
});

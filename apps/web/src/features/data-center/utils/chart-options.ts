import {
  AUDIT_STATE_LABELS,
  EXPORT_DATASET_LABELS,
  type ExportDataset,
  type Figures,
  type Granularity,
  SHELF_KIND_LABELS,
  SHELF_STATE_LABELS,
  type ShelfKind,
} from '@rrsp/contract';
import type { ChartModel, ChartSeries, TooltipContent } from '../../../components/chart/chart-layout.ts';
import { axisNumber } from '../../../components/chart/chart-scale.ts';
import { shiftDay } from './date-range.ts';

/**
 * Each chart of the data centre as a pure mapping from the figures to what the chart draws (a ChartModel of
 * components/chart), so what a chart says is tested without drawing it. The drawing is svg-chart.tsx.
 */

/** The portal's palette (LOOK.md): green and harvest gold first, then quieter tones of the same fields. */
export const CHART_COLOURS = {
  green: '#1F7A4C',
  gold: '#D99A1E',
  teal: '#2A7F86',
  brown: '#8A5A12',
  sage: '#8DB89C',
  grey: '#8C9A93',
} as const;

const KIND_COLOURS: Record<ShelfKind, string> = { product: CHART_COLOURS.green, service: CHART_COLOURS.gold };

/** Chinese faces the chart's text falls back on where the page's own are missing (a Linux desktop, a server). */
const CJK_FALLBACKS = ['"PingFang SC"', '"Microsoft YaHei"', '"WenQuanYi Micro Hei"', 'sans-serif'];

/** The page's font family with the Chinese fallbacks it lacks, so a chart (and its picture) never shows boxes. */
export const withCjkFallbacks = (family: string): string => {
  const faces = family
    .split(',')
    .map((face) => face.trim())
    .filter(Boolean);
  const known = new Set(faces.map((face) => face.replace(/["']/g, '').toLowerCase()));
  const missing = CJK_FALLBACKS.filter((face) => !known.has(face.replace(/"/g, '').toLowerCase()));
  // the generic family closes the list, after every named face
  const named = faces.filter((face) => face.toLowerCase() !== 'sans-serif');
  return [...named, ...missing.filter((face) => face !== 'sans-serif'), 'sans-serif'].join(', ');
};

// ---- states of the shelf ----

type ShelfStateCount = Figures['shelf']['byState'][number];

/** One readable state of an item, from its audit and shelf states together. */
export type ItemState = 'listed' | 'pending' | 'rejected' | 'delisted' | 'draft';

/** In the order a chart shows them: what is on the shelf first, then what waits, then what is not. */
export const ITEM_STATES: readonly ItemState[] = ['listed', 'pending', 'rejected', 'delisted', 'draft'];

export const ITEM_STATE_LABELS: Record<ItemState, string> = {
  listed: SHELF_STATE_LABELS.on,
  pending: AUDIT_STATE_LABELS.pending,
  rejected: AUDIT_STATE_LABELS.rejected,
  delisted: SHELF_STATE_LABELS.off,
  draft: AUDIT_STATE_LABELS.draft,
};

/**
 * An item's state in one word. What the public sees comes first: an item on the shelf is 已上架 even while an edit
 * waits for audit; one off the shelf is 待审核 once sent back to audit, else 已下架; one never listed is as its
 * audit says (待审核, 已驳回, 草稿).
 */
export const itemStateOf = ({ audit, shelf }: Pick<ShelfStateCount, 'audit' | 'shelf'>): ItemState => {
  if (shelf === 'on') return 'listed';
  if (audit === 'pending') return 'pending';
  if (shelf === 'off') return 'delisted';
  if (audit === 'rejected') return 'rejected';
  // approved is always on or off the shelf; a draft is what is left
  return 'draft';
};

/** Items per readable state and kind. */
export const countByState = (
  byState: readonly ShelfStateCount[],
): Record<ItemState, Record<ShelfKind, number>> => {
  const counts = Object.fromEntries(
    ITEM_STATES.map((state) => [state, { product: 0, service: 0 }]),
  ) as Record<ItemState, Record<ShelfKind, number>>;
  for (const row of byState) counts[itemStateOf(row)][row.kind] += row.count;
  return counts;
};

// ---- periods ----

/** A period on the axis: the day, the week's Monday, or the month. The year only when the range spans two. */
export const periodAxisLabel = (period: string, granularity: Granularity, withYear: boolean): string => {
  if (granularity === 'month') return period.slice(0, 7);
  const day = withYear ? period : period.slice(5);
  return granularity === 'week' ? `${day}起` : day;
};

/** A period in full, for the tooltip: 2026-11-26, 2026-11-23 至 2026-11-29, 2026年11月. */
export const periodText = (period: string, granularity: Granularity): string => {
  if (granularity === 'day') return period;
  if (granularity === 'week') return `${period} 至 ${shiftDay(period, 6)}`;
  return `${period.slice(0, 4)}年${Number(period.slice(5, 7))}月`;
};

const spansYears = (periods: readonly string[]) =>
  periods.length > 0 && periods[0]?.slice(0, 4) !== periods.at(-1)?.slice(0, 4);

const periodLabels = (periods: readonly string[], granularity: Granularity) => {
  const withYear = spansYears(periods);
  return periods.map((period) => periodAxisLabel(period, granularity, withYear));
};

/** An axis tooltip: the period the pointer is on, in full, then each series shown with its value. */
const periodTooltip =
  (periods: readonly string[], granularity: Granularity) =>
  (index: number, series: readonly ChartSeries[]): TooltipContent => ({
    kind: 'lines',
    title: periodText(periods[index] ?? '', granularity),
    rows: series.map((item) => ({
      colour: item.colour,
      text: `${item.name}：${valueText(item.name, item.values[index] ?? null)}`,
    })),
  });

// ---- numbers ----

/** Hours with one decimal below ten (2.5 小时), whole above; none said as —. */
export const formatHours = (hours: number | null | undefined): string => {
  if (hours === null || hours === undefined || !Number.isFinite(hours)) return '—';
  return hours < 10 ? String(Math.round(hours * 10) / 10) : String(Math.round(hours));
};

const yuan = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/** A tooltip value by what its series counts (the series' names say it: 元, 小时, or a count). */
export const valueText = (seriesName: string, value: number | null): string => {
  const number = value;
  if (seriesName === SERIES.medianHours) return number === null ? '无回复' : `${formatHours(number)} 小时`;
  if (number === null) return '—';
  if (seriesName === SERIES.salesAmount) return `${yuan.format(number)} 元`;
  if (seriesName === SERIES.salesCount) return `${whole.format(number)} 笔`;
  return whole.format(number);
};

/** An amount axis in yuan: 万 from ten thousand up, as the figures cards write it. */
const yuanAxisLabel = (value: number) => (Math.abs(value) >= 10_000 ? `${value / 10_000}万` : String(value));

// ---- the charts ----

export const SERIES = {
  received: '收到请求',
  replied: '已回复',
  medianHours: '中位响应时长',
  reportsReceived: '收到举报',
  reportsUpheld: '核实后下架',
  reportsDismissed: '不予处理',
  salesAmount: '销售额',
  salesCount: '笔数',
} as const;

export interface ChartInput {
  figures: Figures;
  granularity: Granularity;
}

export interface ChartSpec {
  /** The card's heading and the picture's: the name its export goes by in 导出记录. */
  title: string;
  /** The export of the chart's data (下载 CSV / Excel). */
  dataset: ExportDataset;
  /** True when the range has nothing to draw: the card says so instead. */
  isEmpty: (figures: Figures) => boolean;
  emptyText: string;
  chart: (input: ChartInput) => ChartModel;
  /** One sentence for a screen reader, before the table of the chart's values. */
  summary: (figures: Figures) => string;
  /** A chart of how things stand today, which the chosen range does not narrow: said under it. */
  current?: { note: string };
}

/** A count axis: whole numbers only, named by its unit (个, 件). */
const countAxis = (name?: string) => ({ minInterval: 1, ...(name ? { name } : {}) });

/** Points on a line only while they can be told apart; the tooltip names each period either way. */
const showSymbols = (periods: readonly string[]) => periods.length <= 16;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The values of a period chart's table, as its tooltip says them. */
const periodTable = {
  heading: '周期',
  value: (series: ChartSeries, value: number | null) => valueText(series.name, value),
};

const periodModel = (
  { figures, granularity }: ChartInput,
  series: ChartSeries[],
  valueAxes: ChartModel['valueAxes'],
): ChartModel => ({
  orientation: 'columns',
  categories: periodLabels(figures.periods, granularity),
  series,
  valueAxes,
  legend: true,
  tooltip: { trigger: 'axis', content: periodTooltip(figures.periods, granularity) },
  table: periodTable,
});

export const shelfStatesChart: ChartSpec = {
  title: EXPORT_DATASET_LABELS['shelf-states'],
  dataset: 'shelf-states',
  isEmpty: (figures) => sum(figures.shelf.byState.map((row) => row.count)) === 0,
  emptyText: '还没有产品或服务。发布后，它们的审核与上架状态会统计在这里。',
  current: { note: '当前状态，不随日期范围变化' },
  chart: ({ figures }) => {
    const counts = countByState(figures.shelf.byState);
    const categories = ITEM_STATES.map((state) => ITEM_STATE_LABELS[state]);
    return {
      orientation: 'columns',
      categories,
      series: (['product', 'service'] as const).map((kind) => ({
        kind: 'bar' as const,
        name: SHELF_KIND_LABELS[kind],
        stack: 'items',
        barMaxWidth: 48,
        colour: KIND_COLOURS[kind],
        values: ITEM_STATES.map((state) => counts[state][kind]),
      })),
      valueAxes: [countAxis('个')],
      legend: true,
      tooltip: {
        trigger: 'axis',
        content: (index, series) => ({
          kind: 'table',
          title: categories[index] ?? '',
          rows: series.map((item) => ({
            colour: item.colour,
            name: item.name,
            value: axisNumber(item.values[index] ?? 0),
          })),
        }),
      },
      table: { heading: '状态', value: (_, value) => `${value ?? 0} 个` },
    };
  },
  summary: (figures) => {
    const counts = countByState(figures.shelf.byState);
    return ITEM_STATES.map(
      (state) => `${ITEM_STATE_LABELS[state]} ${counts[state].product + counts[state].service} 个`,
    ).join('，');
  },
};

export const createdItemsChart: ChartSpec = {
  title: EXPORT_DATASET_LABELS['item-periods'],
  dataset: 'item-periods',
  isEmpty: (figures) => sum(figures.shelf.created.map((row) => row.products + row.services)) === 0,
  emptyText: '所选时间内没有新增产品或服务。',
  chart: (input) =>
    periodModel(
      input,
      [
        {
          kind: 'bar',
          name: SHELF_KIND_LABELS.product,
          stack: 'created',
          barMaxWidth: 32,
          colour: KIND_COLOURS.product,
          values: input.figures.shelf.created.map((row) => row.products),
        },
        {
          kind: 'bar',
          name: SHELF_KIND_LABELS.service,
          stack: 'created',
          barMaxWidth: 32,
          colour: KIND_COLOURS.service,
          values: input.figures.shelf.created.map((row) => row.services),
        },
      ],
      [countAxis('个')],
    ),
  summary: (figures) => {
    const products = sum(figures.shelf.created.map((row) => row.products));
    const services = sum(figures.shelf.created.map((row) => row.services));
    return `所选时间内新增产品 ${products} 个、服务 ${services} 个`;
  },
};

/** A long name shortened on the axis; the tooltip says it whole. */
const shortName = (name: string, most = 12) => (name.length > most ? `${name.slice(0, most - 1)}…` : name);

export const viewsChart: ChartSpec = {
  title: EXPORT_DATASET_LABELS['item-views'],
  dataset: 'item-views',
  isEmpty: (figures) => figures.views.top.every((item) => item.views === 0),
  emptyText: '还没有浏览记录。产品和服务上架后，访客的浏览次数会统计在这里。',
  current: { note: '浏览最多的产品与服务，自上架以来累计，不随日期范围变化' },
  chart: ({ figures }) => {
    const items = figures.views.top.filter((item) => item.views > 0);
    return {
      // the most viewed on top
      orientation: 'rows',
      categories: items.map((item) => shortName(item.name)),
      // one series per kind, each item in its own kind's (the legend tells the colours apart)
      series: (['product', 'service'] as const).map((kind) => ({
        kind: 'bar' as const,
        name: SHELF_KIND_LABELS[kind],
        stack: 'views',
        barMaxWidth: 18,
        colour: KIND_COLOURS[kind],
        labels: true,
        values: items.map((item) => (item.kind === kind ? item.views : null)),
      })),
      // on a phone the names take most of the width: the count labels that would run together (0 200400600…) drop
      // out, the bars carry their own numbers
      valueAxes: [{ minInterval: 1, hideOverlap: true }],
      legend: true,
      tooltip: {
        trigger: 'item',
        content: (index) => {
          const item = items[index];
          return {
            kind: 'lines',
            title: item?.name ?? '',
            rows: item
              ? [{ text: `${SHELF_KIND_LABELS[item.kind]} · 浏览 ${whole.format(item.views)} 次` }]
              : [],
          };
        },
      },
      // the table names each item in full
      table: { heading: '名称', value: (_, value) => (value === null ? '—' : `${whole.format(value)} 次`) },
    };
  },
  summary: (figures) => {
    const top = figures.views.top.filter((item) => item.views > 0).slice(0, 3);
    return `浏览最多的是 ${top.map((item) => `${item.name}（${item.views} 次）`).join('、')}`;
  },
};

export const cooperationChart: ChartSpec = {
  title: EXPORT_DATASET_LABELS['cooperation-periods'],
  dataset: 'cooperation-periods',
  isEmpty: (figures) => sum(figures.cooperation.periods.map((row) => row.received)) === 0,
  emptyText: '所选时间内没有收到合作请求。',
  chart: (input) =>
    periodModel(
      input,
      [
        {
          kind: 'bar',
          name: SERIES.received,
          barMaxWidth: 24,
          colour: CHART_COLOURS.green,
          values: input.figures.cooperation.periods.map((row) => row.received),
        },
        {
          kind: 'bar',
          name: SERIES.replied,
          barMaxWidth: 24,
          colour: CHART_COLOURS.gold,
          values: input.figures.cooperation.periods.map((row) => row.replied),
        },
        {
          kind: 'line',
          name: SERIES.medianHours,
          axis: 1,
          // a period without a reply stands alone between gaps: its point is always drawn
          symbols: true,
          colour: CHART_COLOURS.teal,
          values: input.figures.cooperation.periods.map((row) => row.medianReplyHours),
        },
      ],
      [countAxis('个'), { name: '小时', min: 0 }],
    ),
  summary: ({ cooperation }) =>
    `收到合作请求 ${cooperation.received} 个，已回复 ${cooperation.replied} 个，中位响应时长 ${formatHours(cooperation.medianReplyHours)} 小时`,
};

export const reportsChart: ChartSpec = {
  title: EXPORT_DATASET_LABELS['report-periods'],
  dataset: 'report-periods',
  isEmpty: (figures) => sum(figures.reports.periods.map((row) => row.received)) === 0,
  emptyText: '所选时间内没有收到举报。',
  chart: (input) =>
    periodModel(
      input,
      [
        {
          kind: 'bar',
          name: SERIES.reportsReceived,
          barMaxWidth: 24,
          colour: CHART_COLOURS.brown,
          values: input.figures.reports.periods.map((row) => row.received),
        },
        {
          kind: 'bar',
          name: SERIES.reportsUpheld,
          barMaxWidth: 24,
          colour: CHART_COLOURS.green,
          values: input.figures.reports.periods.map((row) => row.upheld),
        },
        {
          kind: 'bar',
          name: SERIES.reportsDismissed,
          barMaxWidth: 24,
          colour: CHART_COLOURS.grey,
          values: input.figures.reports.periods.map((row) => row.dismissed),
        },
      ],
      [countAxis('件')],
    ),
  summary: ({ reports }) => `收到举报 ${reports.received} 件，待处理 ${reports.open} 件`,
};

export const salesChart: ChartSpec = {
  title: EXPORT_DATASET_LABELS['sales-periods'],
  dataset: 'sales-periods',
  isEmpty: (figures) =>
    sum(figures.sales.periods.map((row) => row.count)) === 0 && figures.sales.amount === 0,
  emptyText: '所选时间内没有销售记录。',
  chart: (input) =>
    periodModel(
      input,
      [
        {
          kind: 'bar',
          name: SERIES.salesAmount,
          barMaxWidth: 28,
          colour: CHART_COLOURS.green,
          values: input.figures.sales.periods.map((row) => row.amount),
        },
        {
          kind: 'line',
          name: SERIES.salesCount,
          axis: 1,
          symbols: showSymbols(input.figures.periods),
          colour: CHART_COLOURS.gold,
          values: input.figures.sales.periods.map((row) => row.count),
        },
      ],
      [
        { name: '元', format: yuanAxisLabel },
        { name: '笔', minInterval: 1 },
      ],
    ),
  summary: ({ sales }) => `销售额 ${yuan.format(sales.amount)} 元，共 ${sales.count} 笔`,
};

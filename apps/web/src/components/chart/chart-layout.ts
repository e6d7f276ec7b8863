import {
  axisNumber,
  barColumns,
  categoryLabelInterval,
  keepApart,
  linePath,
  type Point,
  toPixel,
  type ValueScale,
  valueScale,
} from './chart-scale.ts';

/**
 * What a chart of svg-chart.tsx shows, and where each part of it goes. A chart is categories along one axis (periods,
 * states, names) and one or two value axes, with bars (side by side, or stacked) and lines; a legend above; a tooltip
 * per category or per bar. The sizes and colours are those ECharts drew the data centre's charts with.
 */

export interface ChartSeries {
  name: string;
  kind: 'bar' | 'line';
  colour: string;
  /** One value per category; null is none (no bar, a gap in a line). */
  values: readonly (number | null)[];
  /** Bars of the same stack are drawn one on another. */
  stack?: string;
  /** The value axis it is measured on (the second on the right). */
  axis?: 0 | 1;
  barMaxWidth?: number;
  /** A line's points drawn (else only the one under the pointer). */
  symbols?: boolean;
  /** A bar's value written beyond its end. */
  labels?: boolean;
}

export interface ValueAxis {
  /** Written above the axis (个, 元). */
  name?: string;
  minInterval?: number;
  min?: number;
  /** A tick's label (default: 1,200). */
  format?: (value: number) => string;
  /** Labels that would overlap are left out (a narrow count axis). */
  hideOverlap?: boolean;
}

export type TooltipContent =
  /** A heading, then one row per series: its colour, name, and the value at the right in bold. */
  | { kind: 'table'; title: string; rows: { colour: string; name: string; value: string }[] }
  /** A heading, then lines of text, each with its series' colour when it has one. */
  | { kind: 'lines'; title: string; rows: { colour?: string; text: string }[] };

export interface ChartModel {
  /** `columns`: categories along the bottom, bars upwards; `rows`: categories down the left, first on top. */
  orientation: 'columns' | 'rows';
  categories: readonly string[];
  series: readonly ChartSeries[];
  valueAxes: readonly [ValueAxis] | readonly [ValueAxis, ValueAxis];
  legend: boolean;
  /** Per category (`axis`, for the series shown) or per bar (`item`). */
  tooltip:
    | { trigger: 'axis'; content: (index: number, series: readonly ChartSeries[]) => TooltipContent }
    | { trigger: 'item'; content: (index: number, series: ChartSeries) => TooltipContent };
  /** The text alternative: the heading of the categories' column, and a value as the table says it. */
  table: { heading: string; value: (series: ChartSeries, value: number | null) => string };
}

export type Measure = (text: string) => number;

export const FONT_SIZE = 12;
/** ECharts' colours: axis lines and labels, the legend's text, a hidden series' legend, the pointer's shadow. */
export const INK = '#54555a';
export const INACTIVE = '#cfd2d7';
export const SPLIT_LINE = '#E4E9E6';
export const SHADOW = 'rgba(129,130,136,0.2)';
export const BAR_LABEL = 'rgba(0, 0, 0, 0.75)';

const PAD = { left: 8, right: 16, bottom: 8 };
const LABEL_MARGIN = 8;
const TEXT_MARGIN = 3;
const LABEL_HEIGHT = 13;
const LEGEND_ICON = { width: 14, height: 10, gap: 5, itemGap: 10, top: 5 };

export interface Label {
  x: number;
  y: number;
  text: string;
  anchor: 'start' | 'middle' | 'end';
}

export interface BarShape {
  series: number;
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
  colour: string;
  label?: Label;
}

export interface LineShape {
  series: number;
  colour: string;
  path: string;
  points: (Point | null)[];
  symbols: boolean;
}

export interface LegendItem {
  series: number;
  name: string;
  kind: 'bar' | 'line';
  colour: string;
  x: number;
  width: number;
  hidden: boolean;
}

export interface ChartLayout {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  /** Along the category axis: where band i starts, and its size. */
  band: number;
  bandStart: (index: number) => number;
  gridLines: { x1: number; y1: number; x2: number; y2: number }[];
  axisLine: { x1: number; y1: number; x2: number; y2: number };
  ticks: { x1: number; y1: number; x2: number; y2: number }[];
  labels: Label[];
  names: Label[];
  bars: BarShape[];
  lines: LineShape[];
  legend: LegendItem[];
  scales: ValueScale[];
}

const bandOf = (orientation: ChartModel['orientation']) => orientation;

/** Where everything goes in a `width` × `height` box; `hidden` series (switched off in the legend) are left out. */
export const layoutChart = (
  model: ChartModel,
  width: number,
  height: number,
  measure: Measure,
  hidden: ReadonlySet<number> = new Set(),
): ChartLayout => {
  const shown = model.series
    .map((series, index) => ({ series, index }))
    .filter(({ index }) => !hidden.has(index));
  const axisCount = model.valueAxes.length;
  const scales = model.valueAxes.map((axis, axisIndex) => {
    const values: (number | null)[] = [];
    const members = shown.filter(({ series }) => (series.axis ?? 0) === axisIndex);
    const stacks = new Map<string, number[]>();
    for (const { series } of members) {
      if (series.kind === 'bar' && series.stack) {
        const totals = stacks.get(series.stack) ?? model.categories.map(() => 0);
        series.values.forEach((value, index) => {
          totals[index] = (totals[index] ?? 0) + (value ?? 0);
        });
        stacks.set(series.stack, totals);
      } else values.push(...series.values);
    }
    for (const totals of stacks.values()) values.push(...totals);
    return valueScale(values, {
      ...(axis.min !== undefined ? { min: axis.min } : {}),
      ...(axis.minInterval !== undefined ? { minInterval: axis.minInterval } : {}),
    });
  });
  const tickText = (axisIndex: number, value: number) =>
    (model.valueAxes[axisIndex]?.format ?? axisNumber)(value);
  const widest = (texts: readonly string[]) => Math.max(0, ...texts.map((text) => measure(text)));

  const gridTop = model.legend ? 40 : 16;
  const count = model.categories.length;
  const legend = model.legend ? legendItems(model, width, measure, hidden) : [];

  if (bandOf(model.orientation) === 'rows') {
    const scale = scales[0] as ValueScale;
    const left = PAD.left + TEXT_MARGIN + widest(model.categories) + LABEL_MARGIN;
    const lastTick = tickText(0, scale.max);
    const right = width - PAD.right - TEXT_MARGIN - measure(lastTick) / 2;
    const top = gridTop;
    const bottom = height - PAD.bottom - LABEL_HEIGHT - LABEL_MARGIN;
    const band = count > 0 ? (bottom - top) / count : 0;
    const xOf = (value: number) => toPixel(scale, value, left, right);
    const tickSpans = scale.ticks.map((tick) => {
      // the label's box with its text margin, as ECharts measures it
      const half = measure(tickText(0, tick)) / 2 + TEXT_MARGIN;
      return [xOf(tick) - half, xOf(tick) + half] as const;
    });
    const keep = model.valueAxes[0].hideOverlap ? keepApart(tickSpans) : scale.ticks.map(() => true);
    const labels: Label[] = [
      ...scale.ticks.flatMap((tick, index) =>
        keep[index]
          ? [
              {
                x: xOf(tick),
                y: bottom + LABEL_MARGIN + LABEL_HEIGHT / 2,
                text: tickText(0, tick),
                anchor: 'middle' as const,
              },
            ]
          : [],
      ),
      ...categoryLabels(
        model,
        band,
        (index) => top + band * (index + 0.5),
        (y, text) => ({
          x: left - LABEL_MARGIN,
          y,
          text,
          anchor: 'end',
        }),
      ),
    ];
    const bars = barShapes(shown, band, (index) => top + band * index, scales, 'rows', xOf);
    return {
      width,
      height,
      plot: { left, top, right, bottom },
      band,
      bandStart: (index) => top + band * index,
      gridLines: scale.ticks.map((tick) => ({ x1: xOf(tick), y1: top, x2: xOf(tick), y2: bottom })),
      axisLine: { x1: xOf(0), y1: top, x2: xOf(0), y2: bottom },
      ticks: [],
      labels,
      names: [],
      bars,
      lines: [],
      legend,
      scales,
    };
  }

  const leftWidth = widest((scales[0] as ValueScale).ticks.map((tick) => tickText(0, tick)));
  const left = PAD.left + TEXT_MARGIN + leftWidth + LABEL_MARGIN;
  const rightScale = axisCount > 1 ? scales[1] : undefined;
  const right = rightScale
    ? width -
      PAD.right -
      TEXT_MARGIN -
      widest(rightScale.ticks.map((tick) => tickText(1, tick))) -
      LABEL_MARGIN
    : width - PAD.right;
  const top = gridTop + 5;
  const bottom = height - PAD.bottom - LABEL_HEIGHT - LABEL_MARGIN;
  const band = count > 0 ? (right - left) / count : 0;
  const yOf = (axisIndex: number) => (value: number) =>
    toPixel(scales[axisIndex] as ValueScale, value, bottom, top);
  const zero = Math.min(bottom, Math.max(top, yOf(0)(0)));
  const centre = (index: number) => left + band * (index + 0.5);
  const interval = categoryLabelInterval(
    model.categories.map((text) => measure(text)),
    band,
  );
  const labelled = (index: number) => index % (interval + 1) === 0;
  // ECharts 6 draws no ticks on a category axis unless told to (its `axisTick.show: 'auto'`)
  const ticks: ChartLayout['ticks'] = [];
  const labels: Label[] = [
    ...scales.flatMap((scale, axisIndex) =>
      scale.ticks.map((tick) => ({
        x: axisIndex === 0 ? left - LABEL_MARGIN : right + LABEL_MARGIN,
        y: yOf(axisIndex)(tick),
        text: tickText(axisIndex, tick),
        anchor: axisIndex === 0 ? ('end' as const) : ('start' as const),
      })),
    ),
    ...model.categories.flatMap((text, index) =>
      labelled(index)
        ? [{ x: centre(index), y: bottom + LABEL_MARGIN + LABEL_HEIGHT / 2, text, anchor: 'middle' as const }]
        : [],
    ),
  ];
  const names: Label[] = model.valueAxes.flatMap((axis, axisIndex) =>
    axis.name
      ? [
          {
            x: axisIndex === 0 ? left : right,
            y: top - 15 - FONT_SIZE / 2,
            text: axis.name,
            anchor: axisIndex === 0 ? ('start' as const) : ('end' as const),
          },
        ]
      : [],
  );
  const bars = barShapes(
    shown,
    band,
    (index) => left + band * index,
    scales,
    'columns',
    (value, axisIndex) => yOf(axisIndex ?? 0)(value),
  );
  const lines: LineShape[] = shown
    .filter(({ series }) => series.kind === 'line')
    .map(({ series, index }) => {
      const y = yOf(series.axis ?? 0);
      const points = series.values.map((value, at) =>
        value === null ? null : { x: centre(at), y: y(value) },
      );
      return {
        series: index,
        colour: series.colour,
        path: linePath(points),
        points,
        symbols: series.symbols ?? true,
      };
    });
  return {
    width,
    height,
    plot: { left, top, right, bottom },
    band,
    bandStart: (index) => left + band * index,
    gridLines: (scales[0] as ValueScale).ticks.map((tick) => ({
      x1: left,
      y1: yOf(0)(tick),
      x2: right,
      y2: yOf(0)(tick),
    })),
    axisLine: { x1: left, y1: zero, x2: right, y2: zero },
    ticks,
    labels,
    names,
    bars,
    lines,
    legend,
    scales,
  };
};

const categoryLabels = (
  model: ChartModel,
  band: number,
  centre: (index: number) => number,
  place: (along: number, text: string) => Label,
): Label[] => {
  const interval = categoryLabelInterval(
    model.categories.map(() => FONT_SIZE),
    band,
  );
  return model.categories.flatMap((text, index) =>
    index % (interval + 1) === 0 ? [place(centre(index), text)] : [],
  );
};

/** The bars: a column per stack within each band, stacked values one on another from zero. */
const barShapes = (
  shown: readonly { series: ChartSeries; index: number }[],
  band: number,
  bandStart: (index: number) => number,
  scales: readonly ValueScale[],
  orientation: ChartModel['orientation'],
  pixelOf: (value: number, axisIndex?: number) => number,
): BarShape[] => {
  const barSeries = shown.filter(({ series }) => series.kind === 'bar');
  const stackIds: string[] = [];
  const maxWidths: (number | undefined)[] = [];
  for (const { series, index } of barSeries) {
    const id = series.stack ?? `#${index}`;
    if (!stackIds.includes(id)) {
      stackIds.push(id);
      maxWidths.push(series.barMaxWidth);
    } else if (series.barMaxWidth) maxWidths[stackIds.indexOf(id)] = series.barMaxWidth;
  }
  const columns = barColumns(band, maxWidths);
  const shapes: BarShape[] = [];
  const totals = new Map<string, { positive: number[]; negative: number[] }>();
  for (const { series, index } of barSeries) {
    const id = series.stack ?? `#${index}`;
    const column = columns[stackIds.indexOf(id)];
    if (!column) continue;
    const axisIndex = series.axis ?? 0;
    if (!scales[axisIndex]) continue;
    const running = totals.get(id) ?? { positive: [], negative: [] };
    totals.set(id, running);
    series.values.forEach((value, at) => {
      if (value === null) return;
      const side = value >= 0 ? running.positive : running.negative;
      const base = side[at] ?? 0;
      const end = base + value;
      side[at] = end;
      const from = pixelOf(base, axisIndex);
      const to = pixelOf(end, axisIndex);
      const across = bandStart(at) + band / 2 + column.offset;
      if (orientation === 'columns') {
        shapes.push({
          series: index,
          index: at,
          x: across,
          y: Math.min(from, to),
          width: column.width,
          height: Math.abs(to - from),
          colour: series.colour,
        });
      } else {
        shapes.push({
          series: index,
          index: at,
          x: Math.min(from, to),
          y: across,
          width: Math.abs(to - from),
          height: column.width,
          colour: series.colour,
          ...(series.labels
            ? {
                label: {
                  x: Math.max(from, to) + 5,
                  y: across + column.width / 2,
                  text: String(value),
                  anchor: 'start' as const,
                },
              }
            : {}),
        });
      }
    });
  }
  return shapes;
};

/** The legend's items, centred in one row: an icon, 5 px, the name; 10 px between items. */
const legendItems = (
  model: ChartModel,
  width: number,
  measure: Measure,
  hidden: ReadonlySet<number>,
): LegendItem[] => {
  const sized = model.series.map((series, index) => ({
    series: index,
    name: series.name,
    kind: series.kind,
    colour: series.colour,
    width: LEGEND_ICON.width + LEGEND_ICON.gap + measure(series.name),
    hidden: hidden.has(index),
  }));
  const total =
    sized.reduce((sum, item) => sum + item.width, 0) + LEGEND_ICON.itemGap * Math.max(0, sized.length - 1);
  let x = (width - total) / 2;
  return sized.map((item) => {
    const placed = { ...item, x };
    x += item.width + LEGEND_ICON.itemGap;
    return placed;
  });
};

export const LEGEND = LEGEND_ICON;

/** Which category a point along the category axis is in, or -1 outside the plot. */
export const categoryAt = (layout: ChartLayout, along: number, count: number): number => {
  if (!(layout.band > 0)) return -1;
  const start = layout.bandStart(0);
  const index = Math.floor((along - start) / layout.band);
  return index >= 0 && index < count ? index : -1;
};

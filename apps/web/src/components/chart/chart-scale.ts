/**
 * The arithmetic of the project's own charts (svg-chart.tsx): value axes with "nice" ticks, the bands of a category
 * axis and how many of its labels fit, the bars' widths and offsets within a band, and the paths of lines with gaps.
 * The rules are ECharts' own (its interval and nice-number rules, its bar grid, its label interval), so the data
 * centre's charts, drawn by ECharts before (issue 25, docs/decisions/034), look as they did. Pure and tested.
 */

/** ECharts' nice number: 1, 2, 3, 5 or 10 times a power of ten, rounded (`round`) or taken at least as large. */
export const niceNumber = (value: number, round: boolean): number => {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const exponent = Math.floor(Math.log10(value));
  const power = 10 ** exponent;
  const fraction = value / power;
  let nice: number;
  if (round) nice = fraction < 1.5 ? 1 : fraction < 2.5 ? 2 : fraction < 4 ? 3 : fraction < 7 ? 5 : 10;
  else nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 3 ? 3 : fraction <= 5 ? 5 : 10;
  return roundTo(nice * power, Math.max(0, -exponent));
};

/** Decimal places of a number as written (0.25 → 2), for rounding ticks made by adding steps. */
export const decimalsOf = (value: number): number => {
  const text = String(value);
  const exp = /e-(\d+)$/.exec(text);
  if (exp) return Number(exp[1]);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
};

const roundTo = (value: number, decimals: number) => Number(value.toFixed(Math.min(20, decimals)));

export interface ValueScaleOptions {
  /** A fixed lower end (else the smaller of 0 and the least value). */
  min?: number;
  /** The interval between ticks is at least this (1 for counts). */
  minInterval?: number;
  /** About how many intervals (ECharts' splitNumber). */
  splitNumber?: number;
}

export interface ValueScale {
  min: number;
  max: number;
  interval: number;
  ticks: number[];
}

/**
 * A value axis over `values` (nulls and non-finite skipped): zero always in range, as ECharts' value axis without
 * `scale`; an empty or all-zero range is 0 to 1; the ends on whole intervals.
 */
export const valueScale = (
  values: readonly (number | null | undefined)[],
  { min, minInterval, splitNumber = 5 }: ValueScaleOptions = {},
): ValueScale => {
  const finite = values.filter(
    (value): value is number => typeof value === 'number' && Number.isFinite(value),
  );
  let low = min ?? Math.min(0, ...finite);
  let high = Math.max(0, low, ...finite);
  if (low === high) {
    if (low === 0) high = 1;
    else {
      const half = Math.abs(low) / 2;
      high += half;
      if (min === undefined) low -= half;
    }
  }
  let interval = niceNumber((high - low) / splitNumber, true);
  if (minInterval !== undefined && interval < minInterval) interval = minInterval;
  const decimals = decimalsOf(interval);
  if (min === undefined) low = roundTo(Math.floor(low / interval) * interval, decimals);
  high = roundTo(Math.ceil(high / interval) * interval, decimals);
  const ticks: number[] = [];
  for (let tick = low, guard = 0; tick <= high + interval * 1e-9 && guard < 1000; guard += 1) {
    ticks.push(tick);
    tick = roundTo(tick + interval, decimals);
  }
  return { min: low, max: high, interval, ticks };
};

/** Where a value falls between `from` (the scale's min) and `to` (its max), in pixels. */
export const toPixel = (scale: Pick<ValueScale, 'min' | 'max'>, value: number, from: number, to: number) =>
  scale.max === scale.min ? from : from + ((value - scale.min) / (scale.max - scale.min)) * (to - from);

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 10 });

/** An axis number as ECharts writes it: thousands separated by commas (1,200), decimals as they are. */
export const axisNumber = (value: number): string => grouped.format(value);

/**
 * Which category labels are drawn: every (interval + 1)th from the first, so that none overlaps the next (ECharts'
 * `interval: 'auto'`: the widest label, with a 30 % margin, against the band). `along` is each label's extent along
 * the axis (its width on a horizontal axis, its height on a vertical one).
 */
export const categoryLabelInterval = (along: readonly number[], band: number): number => {
  if (along.length < 2 || !(band > 0)) return 0;
  const step = along.length > 40 ? Math.max(1, Math.floor(along.length / 40)) : 1;
  let widest = 0;
  for (let index = 0; index < along.length; index += step)
    widest = Math.max(widest, (along[index] ?? 0) * 1.3, 7);
  return Math.max(0, Math.floor(widest / band));
};

export interface BarColumn {
  /** Offset of the column's left (or top) edge from the band's centre. */
  offset: number;
  width: number;
}

/**
 * The columns of a band, one per stack (a bar not stacked is a stack of its own), in order: ECharts' bar grid
 * (the gap between categories 35 % less 4 % per column, at least 15 %; 10 % between columns; `maxWidth` caps a
 * column and hands the rest to the others).
 */
export const barColumns = (band: number, maxWidths: readonly (number | undefined)[]): BarColumn[] => {
  const count = maxWidths.length;
  if (count === 0) return [];
  const gapRatio = 0.1;
  const categoryGap = (Math.max(35 - count * 4, 15) / 100) * band;
  let remained = band;
  let autoCount = count;
  const auto = () => Math.max(0, (remained - categoryGap) / (autoCount + (autoCount - 1) * gapRatio));
  const widths: (number | undefined)[] = maxWidths.map(() => undefined);
  const first = auto();
  maxWidths.forEach((maxWidth, index) => {
    if (maxWidth && maxWidth < first) {
      const width = Math.min(maxWidth, remained);
      widths[index] = width;
      remained -= width + gapRatio * width;
      autoCount -= 1;
    }
  });
  const rest = auto();
  const final = widths.map((width) => width ?? rest);
  let sum = final.reduce((total, width) => total + width * (1 + gapRatio), 0);
  sum -= (final.at(-1) ?? 0) * gapRatio;
  let offset = -sum / 2;
  return final.map((width) => {
    const column = { offset, width };
    offset += width * (1 + gapRatio);
    return column;
  });
};

export interface Point {
  x: number;
  y: number;
}

/** A line through points, broken where a point is missing (ECharts' `connectNulls: false`). */
export const linePath = (points: readonly (Point | null)[]): string => {
  let path = '';
  let drawing = false;
  for (const point of points) {
    if (!point) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${round2(point.x)} ${round2(point.y)}`;
    drawing = true;
  }
  return path;
};

export const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Which labels of a value axis stay when some would overlap (ECharts' `hideOverlap`): the end labels go first when
 * they run into their neighbour, then from the start each label that runs into the last one kept. `spans` are each
 * label's [start, end] along the axis, in tick order.
 */
export const keepApart = (spans: readonly (readonly [number, number])[]): boolean[] => {
  const keep = spans.map(() => true);
  const overlaps = (a: readonly [number, number] | undefined, b: readonly [number, number] | undefined) =>
    a !== undefined && b !== undefined && a[0] < b[1] && b[0] < a[1];
  const last = spans.length - 1;
  if (last >= 1 && overlaps(spans[0], spans[1])) keep[0] = false;
  if (last >= 1 && overlaps(spans[last], spans[last - 1])) keep[last] = false;
  let previous: readonly [number, number] | undefined;
  spans.forEach((span, index) => {
    if (!keep[index]) return;
    if (overlaps(previous, span)) keep[index] = false;
    else previous = span;
  });
  return keep;
};

/** ECharts lifts a highlighted item's colour by 10 % (zrender's liftColor). */
export const liftColour = (hex: string): string => {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return hex;
  const channels = [0, 2, 4].map((at) => Number.parseInt(match[1]?.slice(at, at + 2) ?? '0', 16));
  const lifted = channels.map((value) => Math.min(255, Math.trunc(value * 1.1)));
  return `rgb(${lifted.join(',')})`;
};

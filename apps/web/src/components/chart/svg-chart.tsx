import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  BAR_LABEL,
  type ChartLayout,
  type ChartModel,
  type ChartSeries,
  categoryAt,
  FONT_SIZE,
  INACTIVE,
  INK,
  LEGEND,
  layoutChart,
  type Measure,
  SHADOW,
  SPLIT_LINE,
  type TooltipContent,
} from './chart-layout.ts';
import { liftColour, round2 } from './chart-scale.ts';
import './svg-chart.css';

/**
 * A chart of bars and lines drawn in SVG by the project itself (issue 25: ECharts, about 150 KiB, was most of the data
 * centre's script). It looks as ECharts drew it: the same axes, ticks, legend, colours and tooltip. The legend's
 * items switch their series off and on, as ECharts' did. A tooltip follows the pointer; the chart also takes the
 * keyboard's focus, and the arrow keys walk the categories with the tooltip. To a screen reader it is an image with
 * `label`, followed by a table of every value. Everything it draws is in the one <svg>, with its font and colours
 * written on its elements, so a picture of it (lib/screenshot.ts) is the chart as seen.
 */

const TOOLTIP_GAP = 20;

/** Text widths at 12 px in the chart's font, from a canvas (estimated where there is none, as in unit tests). */
const textMeasure = (fontFamily: string): Measure => {
  const cache = new Map<string, number>();
  let context: CanvasRenderingContext2D | null | undefined;
  return (text) => {
    const known = cache.get(text);
    if (known !== undefined) return known;
    if (context === undefined) {
      context =
        typeof document === 'undefined' || /jsdom/i.test(navigator.userAgent)
          ? null
          : document.createElement('canvas').getContext('2d');
      if (context) context.font = `${FONT_SIZE}px ${fontFamily}`;
    }
    const width = context ? context.measureText(text).width : estimateWidth(text);
    cache.set(text, width);
    return width;
  };
};

export const estimateWidth = (text: string): number =>
  [...text].reduce((sum, char) => sum + (char.charCodeAt(0) < 128 ? FONT_SIZE * 0.56 : FONT_SIZE), 0);

interface Pointer {
  index: number;
  /** The bar under the pointer (item tooltips). */
  series?: number;
  x: number;
  y: number;
}

const crisp = (value: number) => Math.round(value - 0.5) + 0.5;

export const SvgChart = ({
  model,
  label,
  fontFamily,
}: {
  model: ChartModel;
  /** What the chart shows, in a sentence: its name to a screen reader. */
  label: string;
  fontFamily: string;
}) => {
  const frameRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set());
  const [pointer, setPointer] = useState<Pointer | null>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const [tooltipSize, setTooltipSize] = useState({ width: 0, height: 0 });

  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const read = () => {
      const width = frame.clientWidth;
      const height = frame.clientHeight;
      setSize((current) =>
        current && current.width === width && current.height === height ? current : { width, height },
      );
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  const measure = useMemo(() => textMeasure(fontFamily), [fontFamily]);
  const layout = useMemo(
    () =>
      size && size.width > 0 && size.height > 0
        ? layoutChart(model, size.width, size.height, measure, hidden)
        : null,
    [model, size, measure, hidden],
  );
  const shownSeries = useMemo(() => model.series.filter((_, index) => !hidden.has(index)), [model, hidden]);

  const content: TooltipContent | null = useMemo(() => {
    if (!pointer) return null;
    if (model.tooltip.trigger === 'axis') return model.tooltip.content(pointer.index, shownSeries);
    const series = pointer.series === undefined ? undefined : model.series[pointer.series];
    return series ? model.tooltip.content(pointer.index, series) : null;
  }, [pointer, model, shownSeries]);

  useLayoutEffect(() => {
    const tooltip = tooltipRef.current;
    if (!content || !tooltip) return;
    const width = tooltip.offsetWidth;
    const height = tooltip.offsetHeight;
    setTooltipSize((current) =>
      current.width === width && current.height === height ? current : { width, height },
    );
  }, [content]);

  const columns = model.orientation === 'columns';
  const pointAt = (x: number, y: number): Pointer | null => {
    if (!layout) return null;
    if (model.tooltip.trigger === 'item') {
      const bar = layout.bars.find(
        (shape) => x >= shape.x && x <= shape.x + shape.width && y >= shape.y && y <= shape.y + shape.height,
      );
      return bar ? { index: bar.index, series: bar.series, x, y } : null;
    }
    const { plot } = layout;
    if (x < plot.left || x > plot.right || y < plot.top || y > plot.bottom) return null;
    const index = categoryAt(layout, columns ? x : y, model.categories.length);
    return index < 0 ? null : { index, x, y };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setPointer(pointAt(event.clientX - box.left, event.clientY - box.top));
  };

  /** The keyboard's pointer: at a category's centre (its bar, for item tooltips), near the plot's top. */
  const keyPointer = (index: number): Pointer | null => {
    if (!layout || model.categories.length === 0) return null;
    const at = Math.max(0, Math.min(model.categories.length - 1, index));
    const middle = layout.bandStart(at) + layout.band / 2;
    if (model.tooltip.trigger === 'item') {
      const bar = layout.bars.find((shape) => shape.index === at);
      if (!bar) return null;
      return { index: at, series: bar.series, x: bar.x + bar.width, y: bar.y + bar.height / 2 };
    }
    return columns
      ? { index: at, x: middle, y: layout.plot.top }
      : { index: at, x: layout.plot.left, y: middle };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = pointer?.index ?? -1;
    const last = model.categories.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(last, current + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(0, current - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (event.key === 'Escape') {
      setPointer(null);
      return;
    }
    if (next === undefined) return;
    event.preventDefault();
    setPointer(keyPointer(next));
  };

  const toggle = (index: number) => {
    setPointer(null);
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  };

  let tooltipStyle: CSSProperties | undefined;
  if (pointer && layout && content) {
    let x = pointer.x + TOOLTIP_GAP;
    let y = pointer.y + TOOLTIP_GAP;
    // kept inside the chart (ECharts' `confine`): to the pointer's other side, else against the edge
    if (x + tooltipSize.width > layout.width) x = pointer.x - TOOLTIP_GAP - tooltipSize.width;
    if (y + tooltipSize.height > layout.height) y = pointer.y - TOOLTIP_GAP - tooltipSize.height;
    x = Math.max(0, Math.min(x, layout.width - tooltipSize.width));
    y = Math.max(0, Math.min(y, layout.height - tooltipSize.height));
    tooltipStyle = {
      fontFamily,
      transform: `translate3d(${round2(x)}px, ${round2(y)}px, 0)`,
    };
  }

  return (
    <div ref={frameRef} className="svg-chart">
      {layout ? (
        <ChartPicture model={model} layout={layout} pointer={pointer} fontFamily={fontFamily} />
      ) : null}
      <div
        className="svg-chart__surface"
        role="img"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys walk the categories and show each one's values
        tabIndex={0}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setPointer(null)}
        onFocus={() => setPointer((current) => current ?? keyPointer(0))}
        onBlur={() => setPointer(null)}
        onKeyDown={onKeyDown}
      />
      {layout?.legend.map((item) => (
        <button
          key={item.series}
          type="button"
          className="svg-chart__legend-item"
          style={{ left: item.x, top: 0, width: item.width, height: LEGEND.top * 2 + LEGEND.height }}
          aria-pressed={!item.hidden}
          onClick={() => toggle(item.series)}
        >
          <span className="visually-hidden">{item.name}</span>
        </button>
      ))}
      {content ? (
        <div ref={tooltipRef} className="svg-chart__tooltip" style={tooltipStyle} aria-hidden="true">
          <TooltipBody content={content} />
        </div>
      ) : null}
      <ValuesTable model={model} label={label} />
    </div>
  );
};

const Marker = ({ colour }: { colour: string }) => (
  <span className="svg-chart__marker" style={{ backgroundColor: colour }} />
);

/** The tooltip's text, laid out as ECharts' HTML tooltip lays it out. */
const TooltipBody = ({ content }: { content: TooltipContent }) => {
  if (content.kind === 'lines')
    return (
      <>
        {content.title}
        {content.rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are in a fixed order
          <span key={index}>
            <br />
            {row.colour ? <Marker colour={row.colour} /> : null}
            {row.text}
          </span>
        ))}
      </>
    );
  return (
    <div className="svg-chart__tip-table">
      <div>{content.title}</div>
      {content.rows.map((row) => (
        <div key={row.name} className="svg-chart__tip-row">
          <Marker colour={row.colour} />
          <span className="svg-chart__tip-name">{row.name}</span>
          <span className="svg-chart__tip-value">{row.value}</span>
        </div>
      ))}
    </div>
  );
};

/** Every value, for a screen reader (the picture is one image to it). */
const ValuesTable = ({ model, label }: { model: ChartModel; label: string }) => (
  // hidden by its box: a table grows to its content whatever width it is given, and widened the page on a phone
  <div className="visually-hidden">
    <table>
      <caption>{label}</caption>
      <thead>
        <tr>
          <th scope="col">{model.table.heading}</th>
          {model.series.map((series) => (
            <th key={series.name} scope="col">
              {series.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {model.categories.map((category, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: categories may repeat their short labels
          <tr key={index}>
            <th scope="row">{category}</th>
            {model.series.map((series) => (
              <td key={series.name}>{model.table.value(series, series.values[index] ?? null)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

const textProps = { fontSize: FONT_SIZE, dominantBaseline: 'central' } as const;

/** The chart itself: one SVG with its font and colours on its elements (a picture of it needs no style sheet). */
const ChartPicture = ({
  model,
  layout,
  pointer,
  fontFamily,
}: {
  model: ChartModel;
  layout: ChartLayout;
  pointer: Pointer | null;
  fontFamily: string;
}) => {
  const axisPointer = pointer && model.tooltip.trigger === 'axis' ? pointer.index : -1;
  const lifted = (series: number, index: number) =>
    model.tooltip.trigger === 'axis'
      ? index === axisPointer
      : pointer?.index === index && pointer.series === series;
  const { plot } = layout;
  const columns = model.orientation === 'columns';
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      fontFamily={fontFamily}
      aria-hidden="true"
      focusable="false"
      className="svg-chart__picture"
    >
      {layout.gridLines.map((line, index) => (
        <line
          // biome-ignore lint/suspicious/noArrayIndexKey: one line per tick
          key={index}
          x1={columns ? round2(line.x1) : crisp(line.x1)}
          x2={columns ? round2(line.x2) : crisp(line.x2)}
          y1={columns ? crisp(line.y1) : round2(line.y1)}
          y2={columns ? crisp(line.y2) : round2(line.y2)}
          stroke={SPLIT_LINE}
        />
      ))}
      {layout.bars.map((bar) => (
        <rect
          key={`${bar.series}-${bar.index}`}
          x={round2(bar.x)}
          y={round2(bar.y)}
          width={round2(bar.width)}
          height={round2(bar.height)}
          fill={lifted(bar.series, bar.index) ? liftColour(bar.colour) : bar.colour}
        />
      ))}
      <line
        x1={columns ? round2(layout.axisLine.x1) : crisp(layout.axisLine.x1)}
        x2={columns ? round2(layout.axisLine.x2) : crisp(layout.axisLine.x2)}
        y1={columns ? crisp(layout.axisLine.y1) : round2(layout.axisLine.y1)}
        y2={columns ? crisp(layout.axisLine.y2) : round2(layout.axisLine.y2)}
        stroke={INK}
      />
      {layout.ticks.map((tick, index) => (
        <line
          // biome-ignore lint/suspicious/noArrayIndexKey: one tick per label
          key={index}
          x1={crisp(tick.x1)}
          x2={crisp(tick.x2)}
          y1={round2(tick.y1)}
          y2={round2(tick.y2)}
          stroke={INK}
        />
      ))}
      {axisPointer >= 0 ? (
        <rect
          x={columns ? round2(layout.bandStart(axisPointer)) : round2(plot.left)}
          y={columns ? round2(plot.top) : round2(layout.bandStart(axisPointer))}
          width={round2(columns ? layout.band : plot.right - plot.left)}
          height={round2(columns ? plot.bottom - plot.top : layout.band)}
          fill={SHADOW}
        />
      ) : null}
      {layout.lines.map((line) => (
        <g key={line.series}>
          <path d={line.path} fill="none" stroke={line.colour} strokeWidth={2} strokeLinejoin="bevel" />
          {line.points.map((point, index) =>
            point && (line.symbols || index === axisPointer) ? (
              <circle
                // biome-ignore lint/suspicious/noArrayIndexKey: one point per category
                key={index}
                cx={round2(point.x)}
                cy={round2(point.y)}
                r={index === axisPointer ? 4 : 3}
                fill="#fff"
                stroke={line.colour}
                strokeWidth={index === axisPointer ? 2.5 : 2}
              />
            ) : null,
          )}
        </g>
      ))}
      {layout.bars.map((bar) =>
        bar.label ? (
          <text
            key={`label-${bar.series}-${bar.index}`}
            x={round2(bar.label.x)}
            y={round2(bar.label.y)}
            textAnchor={bar.label.anchor}
            fill={BAR_LABEL}
            {...textProps}
          >
            {bar.label.text}
          </text>
        ) : null,
      )}
      {[...layout.labels, ...layout.names].map((text, index) => (
        <text
          // biome-ignore lint/suspicious/noArrayIndexKey: labels in a fixed order
          key={index}
          x={round2(text.x)}
          y={round2(text.y)}
          textAnchor={text.anchor}
          fill={INK}
          {...textProps}
        >
          {text.text}
        </text>
      ))}
      {layout.legend.map((item) => (
        <g key={item.series}>
          <LegendIcon kind={item.kind} x={item.x} colour={item.hidden ? INACTIVE : item.colour} />
          <text
            x={round2(item.x + LEGEND.width + LEGEND.gap)}
            y={LEGEND.top + LEGEND.height / 2}
            fill={item.hidden ? INACTIVE : INK}
            {...textProps}
          >
            {item.name}
          </text>
        </g>
      ))}
    </svg>
  );
};

/** A bar's legend icon is a rounded rectangle; a line's, the line through an empty circle (as ECharts draws them). */
const LegendIcon = ({ kind, x, colour }: { kind: ChartSeries['kind']; x: number; colour: string }) => {
  const middle = LEGEND.top + LEGEND.height / 2;
  if (kind === 'bar')
    return (
      <rect x={round2(x)} y={LEGEND.top} width={LEGEND.width} height={LEGEND.height} rx={2.5} fill={colour} />
    );
  return (
    <g>
      <line
        x1={round2(x)}
        x2={round2(x + LEGEND.width)}
        y1={middle}
        y2={middle}
        stroke={colour}
        strokeWidth={2}
      />
      <circle
        cx={round2(x + LEGEND.width / 2)}
        cy={middle}
        r={3.5}
        fill="#fff"
        stroke={colour}
        strokeWidth={2}
      />
    </g>
  );
};

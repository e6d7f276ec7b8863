import type { ChartModel } from '../../../components/chart/chart-layout.ts';
import { SvgChart } from '../../../components/chart/svg-chart.tsx';

/**
 * One chart of the data centre, drawn in SVG by components/chart (ECharts, about 150 KiB, was most of the page's
 * script: issue 25, docs/decisions/034). To a screen reader it is an image named by `label`, then a table of its
 * values; its tooltip follows the pointer and the keyboard.
 */
export const FigureChart = ({
  model,
  label,
  fontFamily,
}: {
  model: ChartModel;
  label: string;
  fontFamily: string;
}) => (
  <div className="data-chart__frame">
    <SvgChart model={model} label={label} fontFamily={fontFamily} />
  </div>
);

/**
 * The data centre's charts, drawn by ECharts tree-shaken to what they use (bars, lines, a grid, a legend, tooltips,
 * the canvas renderer). This module is imported on demand by the chart component, so ECharts travels in a chunk of its
 * own, fetched when the data centre first draws a chart.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartOption } from './chart-options.ts';

use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface RenderedChart {
  update(option: ChartOption): void;
  resize(): void;
  dispose(): void;
}

/**
 * Draws a chart into `element`. The canvas is drawn at twice the screen's pixels at least, so 保存图片 (which copies it
 * at that scale) stays sharp on an ordinary screen too.
 */
export const renderChart = (element: HTMLElement, option: ChartOption): RenderedChart => {
  const chart = init(element, undefined, {
    renderer: 'canvas',
    locale: 'ZH',
    devicePixelRatio: Math.max(2, window.devicePixelRatio || 1),
  });
  chart.setOption(option);
  return {
    update: (next) => chart.setOption(next, true),
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
};

/**
 * The map chart, loaded on demand: ECharts (tree-shaken to what the map uses) and the Guizhou outline travel in
 * their own chunks, fetched only when the map block comes into view, so the home page's first script stays small.
 */
import type { ControlCenter } from '@rrsp/contract';
import type { EffectScatterSeriesOption, MapSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import { EffectScatterChart, MapChart, ScatterChart } from 'echarts/charts';
import type {
  GeoComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import { GeoComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { type ComposeOption, init, registerMap, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { LEVEL_NAMES, markerSize, type PrefectureValue, totalsByPrefecture } from './map-data.ts';

use([
  MapChart,
  ScatterChart,
  EffectScatterChart,
  GeoComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

type MapOption = ComposeOption<
  | MapSeriesOption
  | ScatterSeriesOption
  | EffectScatterSeriesOption
  | GeoComponentOption
  | TooltipComponentOption
  | VisualMapComponentOption
>;

const MAP_NAME = 'guizhou';

interface GeoFeature {
  id?: string;
  properties: { name: string };
}

let regionsPromise: Promise<{ code: string; name: string }[]> | undefined;

/** Registers the outline once. The file is ECharts' compressed GeoJSON; `registerMap` decodes it itself. */
const ensureMap = (): Promise<{ code: string; name: string }[]> => {
  regionsPromise ??= import('../assets/guizhou.geo.json').then((module) => {
    const geoJson = (module as { default: unknown }).default as { features: GeoFeature[] };
    registerMap(MAP_NAME, geoJson as Parameters<typeof registerMap>[1]);
    return geoJson.features.map((feature) => ({
      code: String(feature.id ?? ''),
      name: feature.properties.name,
    }));
  });
  return regionsPromise;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const shortName = (name: string) => name.replace(/(布依族苗族|苗族侗族)自治州$/, '州');

interface CentreDatum {
  name: string;
  value: [number, number, number];
  centre: ControlCenter;
}

const optionOf = (centres: ControlCenter[], totals: PrefectureValue[], animate: boolean): MapOption => {
  const max = Math.max(10, ...totals.map((item) => item.value));
  const points: CentreDatum[] = centres.map((centre) => ({
    name: centre.name,
    value: [centre.longitude, centre.latitude, centre.deliveriesToday],
    centre,
  }));
  const pointSeries = {
    name: '调度中心',
    coordinateSystem: 'geo' as const,
    geoIndex: 0,
    data: points,
    symbolSize: (_value: unknown, params: { data: unknown }) =>
      markerSize((params.data as CentreDatum).centre.level),
    itemStyle: {
      color: '#F2C661',
      borderColor: '#FFFFFF',
      borderWidth: 1,
      shadowBlur: 8,
      shadowColor: 'rgba(0,0,0,0.3)',
    },
    zlevel: 2,
  };
  return {
    animation: animate,
    tooltip: {
      trigger: 'item',
      confine: true,
      backgroundColor: 'rgba(15, 61, 38, 0.94)',
      borderColor: '#D99A1E',
      textStyle: { color: '#FFFFFF', fontSize: 13 },
      formatter: (params) => {
        const item = Array.isArray(params) ? params[0] : params;
        if (!item?.data) return item ? escapeHtml(item.name ?? '') : '';
        if (item.seriesType === 'map') {
          const region = item.data as PrefectureValue | undefined;
          return `<strong>${escapeHtml(shortName(item.name))}</strong><br/>调度中心 ${region?.centres ?? 0} 个<br/>今日配送 ${region?.value ?? 0} 单`;
        }
        const { centre } = item.data as CentreDatum;
        return `<strong>${escapeHtml(centre.name)}</strong><br/>${LEVEL_NAMES[centre.level]}<br/>${escapeHtml(centre.address)}<br/>今日配送 ${centre.deliveriesToday} 单`;
      },
    },
    visualMap: {
      type: 'continuous',
      seriesIndex: 0,
      min: 0,
      max,
      left: 8,
      bottom: 8,
      itemWidth: 10,
      itemHeight: 90,
      text: ['配送多', '少'],
      textStyle: { color: 'rgba(255,255,255,0.85)' },
      inRange: { color: ['#2E7D55', '#4FA577', '#9BCF8E', '#E8C766'] },
      calculable: false,
    },
    geo: {
      map: MAP_NAME,
      roam: false,
      // Fitted into the box, not sized by it: ECharts keeps the outline's proportions inside these margins, so the
      // whole province shows at any width (`layoutSize: '100%'` sized it by the box's height and cut off the east
      // of the wide outline). The left margin keeps the legend at the bottom left clear of 黔西南州.
      left: 64,
      right: 16,
      top: 8,
      bottom: 8,
      // Degrees of longitude are shorter than degrees of latitude at 26°N (cos 26.8° ≈ 0.89).
      aspectScale: 0.88,
      label: {
        show: true,
        // The autonomous prefectures go by their short names on maps (黔东南州, 黔南州, 黔西南州).
        formatter: (params: { name: string }) => shortName(params.name),
        color: 'rgba(255,255,255,0.95)',
        fontSize: 12,
        offset: [0, 14],
        textBorderColor: 'rgba(15,61,38,0.65)',
        textBorderWidth: 2,
      },
      itemStyle: { areaColor: '#2E7D55', borderColor: 'rgba(255,255,255,0.7)', borderWidth: 1 },
      emphasis: {
        label: { color: '#0F3D26', fontWeight: 'bold' },
        itemStyle: { areaColor: '#F2C661' },
      },
      select: { disabled: true },
    },
    series: [
      {
        type: 'map',
        name: '今日配送',
        geoIndex: 0,
        data: totals,
      },
      animate
        ? {
            ...pointSeries,
            type: 'effectScatter',
            rippleEffect: { brushType: 'stroke', scale: 3, period: 4 },
          }
        : { ...pointSeries, type: 'scatter' },
    ],
  };
};

export interface GuizhouChart {
  update(centres: ControlCenter[]): void;
  resize(): void;
  dispose(): void;
}

/** Draws the map of Guizhou with the control centres into `element`. */
export const renderGuizhouMap = async (
  element: HTMLElement,
  centres: ControlCenter[],
  options: { animate: boolean },
): Promise<GuizhouChart> => {
  const regions = await ensureMap();
  const chart = init(element, undefined, { renderer: 'canvas' });
  const draw = (list: ControlCenter[]) =>
    chart.setOption(optionOf(list, totalsByPrefecture(list, regions), options.animate), true);
  draw(centres);
  return {
    update: draw,
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
};

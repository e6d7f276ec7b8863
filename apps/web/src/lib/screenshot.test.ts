// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appNotifier } from './notifier.ts';
import {
  ELEMENT_NOT_FOUND_TEXT,
  SCREENSHOT_BACKGROUND,
  SCREENSHOT_TEXT_COLOUR,
  screenshotElement,
} from './screenshot.ts';

/** What the picture's 2D context was asked to do, in order (jsdom draws nothing). */
type Step = [string, ...unknown[]];

const rect = (left: number, top: number, width: number, height: number) =>
  ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect;

let steps: Step[];
let sheets: HTMLCanvasElement[];
let saved: { href: string; download: string }[];

const recordingContext = () => {
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      steps.push([name, ...args]);
    };
  const context = {
    scale: record('scale'),
    fillRect: record('fillRect'),
    fillText: record('fillText'),
    drawImage: record('drawImage'),
  };
  for (const property of ['fillStyle', 'font', 'textBaseline']) {
    Object.defineProperty(context, property, { set: (value) => steps.push([`${property}=`, value]) });
  }
  return context;
};

/** A chart card as the page has it: the card at (100, 200), its ECharts canvas 24 px into it. */
const chartElement = () => {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => rect(100, 200, 600, 300);
  const chart = document.createElement('canvas');
  chart.getBoundingClientRect = () => rect(124, 210, 552, 280);
  element.append(chart);
  document.body.append(element);
  return { element, chart };
};

beforeEach(() => {
  steps = [];
  sheets = [];
  saved = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    sheets.push(this);
    return recordingContext() as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) => {
    callback(new Blob(['png'], { type: type ?? 'image/png' }));
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  URL.createObjectURL = vi.fn(() => 'blob:picture');
  URL.revokeObjectURL = vi.fn();
  document.body.style.fontFamily = '"PingFang SC", "WenQuanYi Micro Hei", sans-serif';
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 1 });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('screenshotElement', () => {
  it('fills the sheet white before it draws the title and the charts, at twice the size on a 1× screen', async () => {
    const { element, chart } = chartElement();
    const blob = await screenshotElement(element, {
      fileName: '销售额',
      title: '销售额 · 2026-10-28 至 2026-11-26',
    });
    expect(blob.type).toBe('image/png');
    const sheet = sheets[0];
    // 600 × 300 plus a 16 px margin and the 40 px title, at scale 2
    expect([sheet?.width, sheet?.height]).toEqual([1264, 744]);
    const names = steps.map(([name]) => name);
    expect(steps.slice(0, 3)).toEqual([
      ['scale', 2, 2],
      ['fillStyle=', SCREENSHOT_BACKGROUND],
      ['fillRect', 0, 0, 632, 372],
    ]);
    expect(names.indexOf('fillRect')).toBeLessThan(names.indexOf('fillText'));
    expect(names.indexOf('fillRect')).toBeLessThan(names.indexOf('drawImage'));
    expect(steps).toContainEqual(['font=', '600 16px "PingFang SC", "WenQuanYi Micro Hei", sans-serif']);
    expect(steps).toContainEqual(['fillStyle=', SCREENSHOT_TEXT_COLOUR]);
    expect(steps).toContainEqual(['fillText', '销售额 · 2026-10-28 至 2026-11-26', 16, 36, 600]);
    // the chart where it sits in the card: 24 px in and 10 px down, below the margin and the title
    expect(steps).toContainEqual(['drawImage', chart, 40, 66, 552, 280]);
    expect(saved).toEqual([]);
  });

  it('keeps a sharper screen’s pixel ratio', async () => {
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 3 });
    const { element } = chartElement();
    await screenshotElement(element, { fileName: 'x' });
    expect(steps[0]).toEqual(['scale', 3, 3]);
    expect([sheets[0]?.width, sheets[0]?.height]).toEqual([1896, 996]);
  });

  it('saves the picture under the given name when asked', async () => {
    const { element } = chartElement();
    await screenshotElement(element, { fileName: '销售额-2026-10-28至2026-11-26.png', download: true });
    expect(saved).toEqual([{ href: 'blob:picture', download: '销售额-2026-10-28至2026-11-26.png' }]);
    await screenshotElement(element, { fileName: '举报情况-2026-11-01至2026-11-30', download: true });
    expect(saved[1]?.download).toBe('举报情况-2026-11-01至2026-11-30.png');
  });

  it('says 抱歉，未找到该元素 and rejects for a missing element', async () => {
    const error = vi.spyOn(appNotifier, 'error').mockImplementation(() => {});
    await expect(screenshotElement(null, { fileName: 'x.png', download: true })).rejects.toThrow(
      ELEMENT_NOT_FOUND_TEXT,
    );
    // an element taken off the page is as missing as none
    await expect(screenshotElement(document.createElement('div'), { fileName: 'x.png' })).rejects.toThrow(
      ELEMENT_NOT_FOUND_TEXT,
    );
    expect(error).toHaveBeenCalledWith('抱歉，未找到该元素');
    expect(error).toHaveBeenCalledTimes(2);
    expect(sheets).toEqual([]);
    expect(saved).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { pictureFileName, pictureTitle } from './picture-name.ts';

const RANGE = { from: '2026-10-28', to: '2026-11-26', granularity: 'week' as const };

describe('a chart’s picture', () => {
  it('is named by the chart and its range, or by the day for a chart of how things stand', () => {
    expect(pictureFileName({ title: '销售额', range: RANGE })).toBe('销售额-2026-10-28至2026-11-26.png');
    expect(pictureFileName({ title: '产品 / 服务: 状态', range: RANGE })).toBe(
      '产品服务状态-2026-10-28至2026-11-26.png',
    );
    expect(pictureFileName({ title: '产品与服务状态', range: RANGE, asOf: '2026-11-27' })).toBe(
      '产品与服务状态-2026-11-27.png',
    );
  });

  it('carries a heading that says what, whose and when', () => {
    expect(pictureTitle({ title: '销售额', subject: '全平台', range: RANGE })).toBe(
      '销售额 · 全平台 · 2026-10-28 至 2026-11-26 · 按周',
    );
    expect(pictureTitle({ title: '销售额', subject: '', range: RANGE })).toBe(
      '销售额 · 2026-10-28 至 2026-11-26 · 按周',
    );
    expect(
      pictureTitle({ title: '产品与服务状态', subject: '全平台', range: RANGE, asOf: '2026-11-27' }),
    ).toBe('产品与服务状态 · 全平台 · 截至 2026-11-27');
  });
});

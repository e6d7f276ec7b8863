// @vitest-environment jsdom
import type { EditorialFields } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { contentLines, diffVersions } from './version-diff.ts';

const base: EditorialFields = {
  kind: 'news',
  title: '黔东南州春茶开采',
  summary: '摘要',
  coverUrl: null,
  content:
    '<h2>概况</h2><p>雷山县银球茶开采。</p><table><tbody><tr><td><p>亩产</p></td></tr></tbody></table>',
  publishedAt: null,
  category: 'industry',
  source: '州农业农村局',
  author: '',
};

describe('comparing two versions', () => {
  it('names only the fields that changed, with what was taken out and put in', () => {
    const changes = diffVersions(base, {
      ...base,
      title: '黔东南州春茶全面开采',
      category: 'work',
      content: base.content.replace('银球茶', '银球茶、毛尖'),
    });
    expect(changes.map((change) => change.label)).toEqual(['标题', '分类', '正文']);
    const title = changes[0]?.parts ?? [];
    expect(title.filter((part) => part.added).map((part) => part.text)).toEqual(['全面']);
    const category = changes[1]?.parts ?? [];
    expect(category.find((part) => part.removed)?.text).toBe('产业发展');
    expect(category.find((part) => part.added)?.text).toBe('工作动态');
    const body = changes[2]?.parts ?? [];
    expect(body.find((part) => part.removed)?.text).toBe('雷山县银球茶开采。\n');
    expect(body.find((part) => part.added)?.text).toBe('雷山县银球茶、毛尖开采。\n');
  });

  it('reads the body as lines, a picture by its name, a cell once', () => {
    expect(
      contentLines(
        '<p>一</p><p><img src="/files/a.png" alt="茶园"></p><table><tr><td><p>二</p></td></tr></table>',
      ),
    ).toBe('一\n[图片 茶园]\n二\n');
    expect(diffVersions(base, { ...base })).toEqual([]);
  });
});

import type { ShelfLogEntry } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import {
  fieldNamesText,
  logActorOf,
  logTitleOf,
  newestFirst,
  remarkTitleOf,
  statusText,
} from './shelf-text.ts';

const entry = (change: Partial<ShelfLogEntry>): ShelfLogEntry => ({
  action: 'save',
  actorName: '杨秀英',
  actorRole: 'owner',
  at: '2026-03-01T02:00:00Z',
  remark: null,
  changedFields: [],
  from: { audit: 'draft', shelf: 'none' },
  to: { audit: 'draft', shelf: 'none' },
  ...change,
});

describe('the shelf in words', () => {
  it('names both states of an item', () => {
    expect(statusText({ audit: 'pending', shelf: 'on' })).toBe('待审核 · 已上架');
    expect(statusText({ audit: 'draft', shelf: 'none' })).toBe('草稿 · 未上架');
  });

  it('tells creating from saving, and the platform taking an item down from its publisher', () => {
    expect(logTitleOf(entry({ from: null }))).toBe('创建');
    expect(logTitleOf(entry({}))).toBe('保存修改');
    expect(logTitleOf(entry({ action: 'offShelf', actorRole: 'operator' }))).toBe('平台下架');
    expect(logTitleOf(entry({ action: 'offShelf' }))).toBe('下架');
    expect(logTitleOf(entry({ action: 'reject', actorRole: 'operator' }))).toBe('驳回');
  });

  it('says an operator acted for the platform', () => {
    expect(logActorOf(entry({ actorRole: 'operator', actorName: '王审核' }))).toBe('平台审核 · 王审核');
    expect(logActorOf(entry({}))).toBe('杨秀英');
  });

  it('calls the remark of a rejection or an off-shelf its reason', () => {
    expect(remarkTitleOf('reject')).toBe('驳回原因');
    expect(remarkTitleOf('offShelf')).toBe('下架原因');
    expect(remarkTitleOf('approve')).toBe('备注');
  });

  it('names fields in words, never as codes, each once', () => {
    const labels: Record<string, string> = { name: '服务名称', imageFileIds: '服务图片', images: '服务图片' };
    expect(fieldNamesText(['name', 'imageFileIds', 'images', 'mystery'], (field) => labels[field])).toBe(
      '服务名称、服务图片、其他内容',
    );
    expect(fieldNamesText([], () => undefined)).toBe('');
  });

  it('puts the newest first and keeps the order of entries of the same moment', () => {
    const a = entry({ at: '2026-03-01T02:00:00Z', remark: 'a' });
    const b = entry({ at: '2026-03-02T02:00:00Z', remark: 'b' });
    const c = entry({ at: '2026-03-02T02:00:00Z', remark: 'c' });
    expect(newestFirst([a, b, c]).map((item) => item.remark)).toEqual(['b', 'c', 'a']);
  });
});

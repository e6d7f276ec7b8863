import { describe, expect, it } from 'vitest';
import {
  contentViewHref,
  parseContentView,
  serialiseContentView,
  switchContentView,
} from './content-view.ts';

const CLASS = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';
const params = (query: string) => new URLSearchParams(query);

describe('方案与案例 view in the URL', () => {
  it('reads the kind and, where the area offers it, the scope', () => {
    expect(parseContentView(params('kind=case&scope=mine'), { ownScope: true })).toEqual({
      kind: 'case',
      scope: 'mine',
    });
    expect(parseContentView(params(''), { ownScope: true })).toEqual({ kind: 'solution', scope: 'all' });
  });

  it('ignores ?scope=mine in the participants area, which has no 本主体提供的', () => {
    expect(parseContentView(params('kind=case&scope=mine'), { ownScope: false })).toEqual({
      kind: 'case',
      scope: 'all',
    });
  });

  it('falls back to the default for anything a hand-edited address gets wrong', () => {
    expect(parseContentView(params('kind=CASE&scope=own'), { ownScope: true })).toEqual({
      kind: 'solution',
      scope: 'all',
    });
  });

  it('writes only what differs from the default', () => {
    expect(serialiseContentView({ kind: 'solution', scope: 'all' }).toString()).toBe('');
    expect(serialiseContentView({ kind: 'case', scope: 'mine' }).toString()).toBe('kind=case&scope=mine');
    expect(contentViewHref('/servant/server-solution', { kind: 'case' })).toBe(
      '/servant/server-solution?kind=case',
    );
    expect(contentViewHref('/servant/server-solution', {})).toBe('/servant/server-solution');
  });

  it('keeps the keyword but drops the class and the page when the kind changes', () => {
    const next = switchContentView(
      params(`category=${CLASS}&keyword=茶&page=4`),
      { kind: 'case' },
      { ownScope: true },
    );
    expect(Object.fromEntries(next)).toEqual({ kind: 'case', keyword: '茶' });
  });

  it('keeps the class and the keyword but starts at page 1 when the scope changes', () => {
    const next = switchContentView(
      params(`kind=case&category=${CLASS}&keyword=茶&page=4`),
      { scope: 'mine' },
      { ownScope: true },
    );
    expect(next.toString()).toBe(`kind=case&scope=mine&category=${CLASS}&keyword=%E8%8C%B6`);
    expect(switchContentView(next, { scope: 'all' }, { ownScope: true }).toString()).toBe(
      `kind=case&category=${CLASS}&keyword=%E8%8C%B6`,
    );
  });

  it('never writes ?scope=mine where the area has no such scope', () => {
    expect(switchContentView(params(''), { scope: 'mine' }, { ownScope: false }).toString()).toBe('');
  });
});

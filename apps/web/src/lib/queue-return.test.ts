import { describe, expect, it } from 'vitest';
import { queueHrefFrom } from './queue-return.ts';

describe('the way back to the queue', () => {
  it('restores the filters the operator came from', () => {
    expect(queueHrefFrom('/admin/settlement', { queueSearch: '?status=submitted&page=2' })).toBe(
      '/admin/settlement?status=submitted&page=2',
    );
    expect(queueHrefFrom('/admin/settlement', { queueSearch: '' })).toBe('/admin/settlement');
  });

  it('leads to the plain queue when the review was opened directly, or the state is not ours', () => {
    for (const state of [null, undefined, 'x', { queueSearch: 5 }, { queueSearch: '//evil.example' }]) {
      expect(queueHrefFrom('/admin/settlement', state)).toBe('/admin/settlement');
    }
  });
});

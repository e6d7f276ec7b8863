import { describe, expect, it } from 'vitest';
import { missingItemTitle } from './missing-item.ts';

describe('missingItemTitle', () => {
  it('puts the measure word of the noun between 这 and the noun', () => {
    expect(missingItemTitle('资讯')).toBe('没有找到这条资讯');
    expect(missingItemTitle('服务')).toBe('没有找到这项服务');
    expect(missingItemTitle('入驻申请')).toBe('没有找到这份入驻申请');
    expect(missingItemTitle('产品')).toBe('没有找到这个产品');
  });
});

import { describe, expect, it } from 'vitest';
import { dayjs } from './dayjs.ts';

describe('the app’s dayjs', () => {
  it('is in Chinese, weeks from Monday, as the date pickers draw them', () => {
    expect(dayjs.locale()).toBe('zh-cn');
    const monday = dayjs('2026-11-23');
    expect(monday.format('dddd MMMM')).toBe('星期一 十一月');
    expect(monday.startOf('week').format('YYYY-MM-DD')).toBe('2026-11-23');
  });
});

import { describe, expect, it } from 'vitest';
import { amountText, priceText, unitText } from './price-text.ts';

describe('the price of a product or a service', () => {
  it('writes one figure with its unit', () => {
    expect(priceText({ priceMode: 'fixed', priceMin: 120, priceMax: null, unit: '亩' })).toBe('¥120/亩');
    expect(priceText({ priceMode: 'fixed', priceMin: 1500.5, priceMax: null, unit: null })).toBe('¥1,500.50');
    expect(priceText({ priceMode: 'fixed', priceMin: 0, priceMax: null, unit: '次' })).toBe('¥0/次');
  });

  it('writes a range from low to high, and a range of one figure as that figure', () => {
    expect(priceText({ priceMode: 'range', priceMin: 80, priceMax: 120, unit: '次' })).toBe('¥80–120/次');
    expect(priceText({ priceMode: 'range', priceMin: 280, priceMax: 680, unit: '斤' })).toBe('¥280–680/斤');
    expect(priceText({ priceMode: 'range', priceMin: 12000, priceMax: 12000, unit: '吨' })).toBe(
      '¥12,000/吨',
    );
  });

  it('says 面议 whatever figures a negotiable price carries', () => {
    expect(priceText({ priceMode: 'negotiable', priceMin: 5, priceMax: 9, unit: '亩' })).toBe('面议');
  });

  it('says a price is still to be filled in rather than showing nothing', () => {
    expect(priceText({ priceMode: 'fixed', priceMin: null, priceMax: null, unit: '亩' })).toBe('价格待填写');
    expect(priceText({ priceMode: 'range', priceMin: 80, priceMax: undefined, unit: null })).toBe(
      '价格待填写',
    );
    expect(priceText({ priceMode: null, priceMin: 80, priceMax: null, unit: null })).toBe('价格待填写');
    expect(priceText({ priceMode: 'fixed', priceMin: Number.NaN, priceMax: null, unit: null })).toBe(
      '价格待填写',
    );
  });

  it('reads a unit however it was typed', () => {
    expect(unitText('亩')).toBe('/亩');
    expect(unitText(' /亩 ')).toBe('/亩');
    expect(unitText('元/亩')).toBe('/亩');
    expect(unitText('元／吨·公里')).toBe('/吨·公里');
    expect(unitText('  ')).toBe('');
    expect(unitText(null)).toBe('');
  });

  it('keeps cents only when there are any', () => {
    expect(amountText(99)).toBe('99');
    expect(amountText(99.9)).toBe('99.90');
    expect(amountText(0.1 + 0.2)).toBe('0.30');
    expect(amountText(1234567.891)).toBe('1,234,567.89');
  });
});

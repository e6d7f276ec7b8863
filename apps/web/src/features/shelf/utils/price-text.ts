import type { PriceMode } from '@rrsp/contract';

/**
 * The price of a product or a service as the shelf, the detail page and the preview write it: ¥120/亩, ¥280–680/斤,
 * 面议. Pure, so the wording is tested without a screen.
 */

export interface PriceParts {
  priceMode: PriceMode | null | undefined;
  priceMin: number | null | undefined;
  priceMax: number | null | undefined;
  unit: string | null | undefined;
}

const yuan = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const cents = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1,200 or 1,200.50: whole yuan without decimals, anything else with two. */
export const amountText = (value: number): string => {
  const rounded = Math.round(value * 100) / 100;
  return Number.isInteger(rounded) ? yuan.format(rounded) : cents.format(rounded);
};

/**
 * The unit after the price, as people type it: 亩, /亩 or 元/亩 all mean per mu (the price already says 元, as ¥).
 */
export const unitText = (unit: string | null | undefined): string => {
  const text = (unit ?? '').trim().replace(/^元?\s*[/／]\s*/, '');
  return text ? `/${text}` : '';
};

const isAmount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** What the card says; a price not yet filled in (a draft, the preview) says so instead of showing nothing. */
export const priceText = ({ priceMode, priceMin, priceMax, unit }: PriceParts): string => {
  if (priceMode === 'negotiable') return '面议';
  if (priceMode === 'fixed')
    return isAmount(priceMin) ? `¥${amountText(priceMin)}${unitText(unit)}` : '价格待填写';
  if (priceMode === 'range') {
    if (!isAmount(priceMin) || !isAmount(priceMax)) return '价格待填写';
    if (priceMin === priceMax) return `¥${amountText(priceMin)}${unitText(unit)}`;
    return `¥${amountText(priceMin)}–${amountText(priceMax)}${unitText(unit)}`;
  }
  return '价格待填写';
};

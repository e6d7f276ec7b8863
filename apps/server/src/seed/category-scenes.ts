import type { ProductCategory, ServiceCategory } from '@rrsp/contract';
import type { CoverScene } from './covers.ts';

/**
 * Which drawn scenes show which category, so that a demo item's cover shows what it is: a grain shows a sack of grain,
 * never the cold-chain truck, which only logistics services show. A fruit has an orchard of its own fruit.
 */
export const PRODUCT_CATEGORY_SCENES: Record<ProductCategory, readonly CoverScene[]> = {
  tea: ['tea'],
  fruit: ['kiwifruit', 'dragon-fruit', 'roxburgh-rose', 'citrus', 'passion-fruit', 'walnut', 'watermelon'],
  vegetable: ['vegetable'],
  grain: ['grain'],
  livestock: ['livestock'],
  aquatic: ['aquatic'],
  mushroom: ['mushroom'],
  herb: ['herb'],
  spice: ['spice'],
  processed: ['processed'],
  craft: ['craft'],
};

export const SERVICE_CATEGORY_SCENES: Record<ServiceCategory, readonly CoverScene[]> = {
  machinery: ['machinery'],
  storage: ['storage'],
  logistics: ['logistics'],
  processing: ['processing'],
  training: ['training'],
  finance: ['finance'],
  ecommerce: ['ecommerce'],
  branding: ['branding'],
  testing: ['testing'],
  digital: ['digital'],
};

/** Countryside without goods in it: after its cover, an item may show where it grows or is sold. */
export const SETTING_SCENES: readonly CoverScene[] = [
  'terraces',
  'village',
  'river',
  'mountain',
  'market',
  'greenhouse',
];

/** What is wrong with an item's pictures for its category, in Chinese for the data file's author; null when nothing. */
export const sceneProblem = (scenes: readonly CoverScene[], own: readonly CoverScene[]): string | null => {
  const [cover] = scenes;
  if (!cover || !own.includes(cover)) return `封面须画本类别的内容：${own.join('、')}`;
  const stray = scenes.find((scene) => !own.includes(scene) && !SETTING_SCENES.includes(scene));
  return stray ? `${stray} 画的是别的类别，其余图片只能是本类别的或风景：${SETTING_SCENES.join('、')}` : null;
};

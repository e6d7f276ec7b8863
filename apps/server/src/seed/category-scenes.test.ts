import fs from 'node:fs/promises';
import path from 'node:path';
import { PRODUCT_CATEGORIES, SERVICE_CATEGORIES } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORY_SCENES, SERVICE_CATEGORY_SCENES, SETTING_SCENES } from './category-scenes.ts';
import { COVER_SCENES, coverSvg } from './covers.ts';
import { ProductSeedSchema } from './load/schemas.ts';
import { loadSeedData, PRODUCTS_FILE, SEED_DATA_ROOT } from './load/seed-data.ts';

/** The cab of the cold-chain truck, as covers.ts draws it: found in a picture, the truck is in it. */
const TRUCK_CAB = 'M24,-40 L46,-40 L58,-22';

describe('demo pictures by category', () => {
  it('draws each scene of a category for that category alone, and every category has one', () => {
    const owners = new Map<string, string>();
    for (const [category, scenes] of [
      ...Object.entries(PRODUCT_CATEGORY_SCENES),
      ...Object.entries(SERVICE_CATEGORY_SCENES),
    ]) {
      expect(scenes.length, category).toBeGreaterThan(0);
      for (const scene of scenes) {
        expect(owners.get(scene), `${scene} 同时属于 ${owners.get(scene)} 和 ${category}`).toBeUndefined();
        expect(SETTING_SCENES).not.toContain(scene);
        owners.set(scene, category);
      }
    }
    expect(Object.keys(PRODUCT_CATEGORY_SCENES).sort()).toEqual([...PRODUCT_CATEGORIES].sort());
    expect(Object.keys(SERVICE_CATEGORY_SCENES).sort()).toEqual([...SERVICE_CATEGORIES].sort());
    // the truck is the logistics scene's and no other's
    for (const scene of COVER_SCENES)
      expect(coverSvg(scene, 'a', 'b').includes(TRUCK_CAB), scene).toBe(scene === 'logistics');
  });

  it("gives every demo product and service a cover drawn for its category, and only its category's or landscapes after it", async () => {
    const { products, services } = await loadSeedData();
    const items = [
      ...products.map((seed) => ({
        name: seed.product.name,
        scenes: seed.scenes,
        own: PRODUCT_CATEGORY_SCENES[seed.product.category],
      })),
      ...services.map((seed) => ({
        name: seed.service.name,
        scenes: seed.scenes,
        own: SERVICE_CATEGORY_SCENES[seed.service.category],
      })),
    ];
    expect(items).toHaveLength(120);
    for (const { name, scenes, own } of items) {
      expect(own, name).toContain(scenes[0]);
      for (const scene of scenes.slice(1)) expect([...own, ...SETTING_SCENES], name).toContain(scene);
    }
  });

  it('shows the cold-chain truck on logistics services only, never on the 薏仁米 products', async () => {
    const { products, services } = await loadSeedData();
    const coix = products.filter((seed) => seed.product.name.includes('薏仁'));
    expect(coix.length).toBeGreaterThan(0);
    for (const seed of coix) {
      if (seed.product.category === 'grain') expect(seed.scenes[0]).toBe('grain');
      for (const scene of seed.scenes) expect(coverSvg(scene, seed.product.name)).not.toContain(TRUCK_CAB);
    }
    const withTruck = [
      ...products.map((seed) => ({
        name: seed.product.name,
        category: seed.product.category as string,
        scenes: seed.scenes,
      })),
      ...services.map((seed) => ({
        name: seed.service.name,
        category: seed.service.category as string,
        scenes: seed.scenes,
      })),
    ].filter(({ name, scenes }) => scenes.some((scene) => coverSvg(scene, name).includes(TRUCK_CAB)));
    expect(withTruck.length).toBeGreaterThan(0);
    for (const item of withTruck) expect(item.category, item.name).toBe('logistics');
  });

  it('refuses a demo product whose cover shows another category, in Chinese', async () => {
    const shipped: Array<{ product: { name: string } }> = JSON.parse(
      await fs.readFile(path.join(SEED_DATA_ROOT, PRODUCTS_FILE), 'utf8'),
    );
    const file = shipped.find((seed) => seed.product.name === '薏仁米（批发，50 公斤装）');
    if (!file) throw new Error('演示数据里没有批发薏仁米');
    expect(ProductSeedSchema.safeParse(file).success).toBe(true);
    const truck = ProductSeedSchema.safeParse({ ...file, scenes: ['logistics', 'terraces'] });
    expect(truck.error?.issues).toEqual([
      expect.objectContaining({ path: ['scenes'], message: '封面须画本类别的内容：grain' }),
    ]);
    const strayAfter = ProductSeedSchema.safeParse({ ...file, scenes: ['grain', 'logistics'] });
    expect(strayAfter.error?.issues[0]?.message).toMatch(/^logistics 画的是别的类别/);
  });
});

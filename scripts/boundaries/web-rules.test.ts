import { describe, expect, it } from 'vitest';
import { rulesBrokenIn } from './find-violations.ts';

const WEB = 'apps/web/src';

/** A module of the web app that imports `target` (a path from the file's folder) and exports one constant. */
const importing = (target: string, name = 'a') =>
  `import { b } from '${target}';\nexport const ${name} = () => b;\n`;
const typeImporting = (target: string) => `import type { B } from '${target}';\nexport type A = B;\n`;
const LEAF = 'export const b = 1;\nexport type B = number;\n';

describe('rules for the web app', () => {
  describe('web-feature-not-to-other-feature', () => {
    it('fails when a feature imports another feature', async () => {
      expect(
        await rulesBrokenIn({
          [`${WEB}/features/news/components/news-list.tsx`]: importing('../../cooperation/api/send.ts'),
          [`${WEB}/features/cooperation/api/send.ts`]: LEAF,
        }),
      ).toEqual(['web-feature-not-to-other-feature']);
    });

    it('fails when products import services: the two share features/shelf, not each other', async () => {
      expect(
        await rulesBrokenIn({
          [`${WEB}/features/products/components/product-card.tsx`]: importing(
            '../../services/components/service-card.tsx',
          ),
          [`${WEB}/features/services/components/service-card.tsx`]: LEAF,
        }),
      ).toEqual(['web-feature-not-to-other-feature']);
    });

    it('fails when a feature reads the division table from features/regions: only the app imports it', async () => {
      expect(
        await rulesBrokenIn({
          [`${WEB}/features/shelf/components/shelf-filter-bar.tsx`]: importing(
            '../../regions/api/list-region-children.ts',
          ),
          [`${WEB}/features/regions/api/list-region-children.ts`]: LEAF,
        }),
      ).toEqual(['web-feature-not-to-other-feature']);
    });

    it('lets a feature import its own files', async () => {
      expect(
        await rulesBrokenIn({
          [`${WEB}/features/news/components/news-list.tsx`]: importing('../api/list-news.ts'),
          [`${WEB}/features/news/api/list-news.ts`]: LEAF,
        }),
      ).toEqual([]);
    });
  });

  describe('web-shelf-only-for-products-and-services', () => {
    it('lets products and services import the shelf they share', async () => {
      expect(
        await rulesBrokenIn({
          [`${WEB}/features/products/components/product-card.tsx`]: importing(
            '../../shelf/components/shelf-card.tsx',
          ),
          [`${WEB}/features/services/components/service-card.tsx`]: importing(
            '../../shelf/components/shelf-card.tsx',
          ),
          [`${WEB}/features/shelf/components/shelf-card.tsx`]: importing('../utils/price-text.ts', 'b'),
          [`${WEB}/features/shelf/utils/price-text.ts`]: LEAF,
        }),
      ).toEqual([]);
    });

    it('fails when another feature imports the shelf', async () => {
      expect(
        await rulesBrokenIn({
          [`${WEB}/features/reports/components/report-queue.tsx`]: importing(
            '../../shelf/components/shelf-card.tsx',
          ),
          [`${WEB}/features/shelf/components/shelf-card.tsx`]: LEAF,
        }),
      ).toEqual(['web-shelf-only-for-products-and-services']);
    });

    it('fails when the app imports the shelf instead of a product or service screen', async () => {
      expect(
        await rulesBrokenIn({
          [`${WEB}/app/routes/participants/product-publish.tsx`]: importing(
            '../../../features/shelf/components/shelf-log-card.tsx',
          ),
          [`${WEB}/features/shelf/components/shelf-log-card.tsx`]: LEAF,
        }),
      ).toEqual(['web-shelf-only-for-products-and-services']);
    });
  });

  describe('web-feature-not-to-app', () => {
    it('fails when a feature imports from src/app', async () => {
      expect(
        await rulesBrokenIn({
          [`${WEB}/features/news/components/news-list.tsx`]: importing(
            '../../../app/components/content-page.tsx',
          ),
          [`${WEB}/app/components/content-page.tsx`]: LEAF,
        }),
      ).toEqual(['web-feature-not-to-app']);
    });

    it('lets the app compose features', async () => {
      expect(
        await rulesBrokenIn({
          [`${WEB}/app/routes/main/news-list.tsx`]: importing(
            '../../../features/news/components/news-list.tsx',
          ),
          [`${WEB}/features/news/components/news-list.tsx`]: LEAF,
        }),
      ).toEqual([]);
    });

    it('lets the app hand the division table of features/regions to shared code', async () => {
      expect(
        await rulesBrokenIn({
          [`${WEB}/app/provider.tsx`]: importing('../features/regions/api/list-region-children.ts'),
          [`${WEB}/features/regions/api/list-region-children.ts`]: importing(
            '../../../components/form/region-source.tsx',
            'b',
          ),
          [`${WEB}/components/form/region-source.tsx`]: LEAF,
        }),
      ).toEqual([]);
    });
  });

  describe('web-shared-not-to-features', () => {
    it('fails when shared components import a feature', async () => {
      expect(
        await rulesBrokenIn({
          [`${WEB}/components/ui/panel.tsx`]: importing('../../features/news/api/list-news.ts'),
          [`${WEB}/features/news/api/list-news.ts`]: LEAF,
        }),
      ).toEqual(['web-shared-not-to-features']);
    });

    it('fails when a shared part reads the division table from features/regions, not from the app', async () => {
      expect(
        await rulesBrokenIn({
          [`${WEB}/components/form/region-picker.tsx`]: importing(
            '../../features/regions/api/list-region-children.ts',
          ),
          [`${WEB}/features/regions/api/list-region-children.ts`]: LEAF,
        }),
      ).toEqual(['web-shared-not-to-features']);
    });

    it('fails when a shared hook imports the app', async () => {
      expect(
        await rulesBrokenIn({
          [`${WEB}/hooks/use-work-area.ts`]: importing('../app/routes/use-work-area.ts'),
          [`${WEB}/app/routes/use-work-area.ts`]: LEAF,
        }),
      ).toEqual(['web-shared-not-to-features']);
    });
  });

  describe('web-shared-not-to-api-client', () => {
    it('fails when a shared component imports the app’s request client', async () => {
      expect(
        await rulesBrokenIn({
          [`${WEB}/components/form/region-picker.tsx`]: importing('../../lib/api.ts'),
          [`${WEB}/lib/api.ts`]: LEAF,
        }),
      ).toEqual(['web-shared-not-to-api-client']);
    });

    it('fails when a shared hook or lib file uses the client’s code or its upload', async () => {
      expect(
        await rulesBrokenIn({
          [`${WEB}/hooks/use-upload.ts`]: importing('../lib/upload.ts'),
          [`${WEB}/lib/timeouts.ts`]: importing('./api-client.ts'),
          [`${WEB}/lib/upload.ts`]: LEAF,
          [`${WEB}/lib/api-client.ts`]: LEAF,
        }),
      ).toEqual(['web-shared-not-to-api-client']);
    });

    it('lets the client’s own files, features and the app import it, and shared code name its types', async () => {
      expect(
        await rulesBrokenIn({
          [`${WEB}/lib/api-client.ts`]: LEAF,
          [`${WEB}/lib/api.ts`]: importing('./api-client.ts', 'api'),
          [`${WEB}/lib/upload.ts`]: importing('./api-client.ts', 'upload'),
          [`${WEB}/lib/api-client.test.ts`]: importing('./api-client.ts'),
          [`${WEB}/lib/api-test-support.ts`]: importing('./api-client.ts'),
          [`${WEB}/lib/notifier.ts`]: typeImporting('./api-client.ts'),
          [`${WEB}/features/news/api/list-news.ts`]: importing('../../../lib/api.ts'),
          [`${WEB}/app/router.tsx`]: importing('../lib/api.ts'),
        }),
      ).toEqual([]);
    });
  });
});

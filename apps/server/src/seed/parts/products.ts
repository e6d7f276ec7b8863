import { CERTIFICATION_LABELS, type CertificationClaim } from '@rrsp/contract';
import { changedProductFields, productColumnsOf } from '../../modules/portal/marketplace/public.ts';
import type { Database } from '../../platform/database/client.ts';
import type { ImageStore } from '../cover-store.ts';
import { DRAWN_PICTURE, type ProductContent } from '../load/schemas.ts';
import { PRODUCTS_FILE, type SeedData, type SeedShelfProduct } from '../load/seed-data.ts';
import { svgToJpeg } from '../svg-to-jpeg.ts';
import { type ShelfSeedKind, seedShelfItems } from './shelf-items.ts';

/** Stores a drawn certificate as a private file (the seed gives it to the product's author) and answers its id. */
export type CertificateStore = (bytes: Buffer, name: string) => Promise<string>;

/** The colours of each certification's mark, so the three read apart at a glance. */
const MARK_COLOURS: Record<CertificationClaim['kind'], string> = {
  green: '#2e7d32',
  organic: '#6d8b1f',
  geo: '#1f5f8b',
};

/** A drawn certificate: a bordered sheet with the certification's coloured mark, no words (no font is needed). */
const drawCertificate = (kind: CertificationClaim['kind'], seed: number) => {
  const lines = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="120" y="${330 + i * 50}" width="${560 - ((seed + i) % 4) * 70}" height="14" rx="7" fill="#7b7b6f" opacity="0.5"/>`,
  ).join('');
  // small: every certificate's watermarked copy is drawn at upload, and the demo has about fifty
  return svgToJpeg(`<svg xmlns="http://www.w3.org/2000/svg" width="340" height="480" viewBox="0 0 850 1200">
  <rect width="850" height="1200" fill="#fbfaf4"/>
  <rect x="36" y="36" width="778" height="1128" fill="none" stroke="${MARK_COLOURS[kind]}" stroke-width="12"/>
  <circle cx="425" cy="190" r="90" fill="${MARK_COLOURS[kind]}" opacity="0.85"/>
  <rect x="220" y="900" width="240" height="26" rx="8" fill="#7b7b6f" opacity="0.5"/>
  ${lines}
  <circle cx="640" cy="960" r="88" fill="none" stroke="#c0392b" stroke-width="9" opacity="0.8"/>
</svg>`);
};

/** The demo's claims with their certificates drawn and stored, one file per certification of an item. */
const withCertificates =
  (store: CertificateStore | undefined) =>
  async (seed: SeedShelfProduct, index: number): Promise<{ seed: SeedShelfProduct; fileIds: string[] }> => {
    if (!store) return { seed, fileIds: [] };
    const stored = new Map<string, string>();
    const evidenceOf = async (claim: CertificationClaim) => {
      const key = `${claim.kind}:${claim.certificateNumber}`;
      let fileId = stored.get(key);
      if (!fileId) {
        const name = `${seed.product.name}${CERTIFICATION_LABELS[claim.kind]}证书.jpg`;
        fileId = await store(await drawCertificate(claim.kind, index + stored.size), name);
        stored.set(key, fileId);
      }
      return { ...claim, evidenceFileId: fileId };
    };
    const withEvidence = async <C extends ProductContent | null>(content: C): Promise<C> =>
      content && {
        ...content,
        certifications: await Promise.all(content.certifications.map(evidenceOf)),
      };
    const product = await withEvidence(seed.product);
    const edited = await withEvidence(seed.edited);
    return { seed: { ...seed, product, edited }, fileIds: [...stored.values()] };
  };

/** Without a store the certificates are not drawn: the claims keep their kinds (the tags) and no evidence. */
const columnsOf: typeof productColumnsOf = (form) => {
  const columns = productColumnsOf(form);
  const claims = (form.certifications ?? []).filter((claim) => claim.evidenceFileId !== DRAWN_PICTURE);
  return { ...columns, details: { ...columns.details, certificationClaims: claims } };
};

const productsKind = (
  storeCertificate: CertificateStore | undefined,
): ShelfSeedKind<SeedShelfProduct, ProductContent> => ({
  kind: 'product',
  noun: '产品',
  file: PRODUCTS_FILE,
  key: 'product',
  contentOf: (seed) => seed.product,
  // certifications are the version's tags, which the shelf filters by; their numbers and certificates in its details
  columnsOf,
  changedFields: changedProductFields,
  withEvidence: withCertificates(storeCertificate),
});

/**
 * The product lists' demo content (issue 10): about sixty products of the participant tenants (tea, kiwifruit,
 * potatoes, pigs, walnuts…, many of them Guizhou's geographical indications), in every state of the shelf, each with
 * the log that led there and, given stores, one to three drawn pictures and a drawn certificate per certification.
 * Done once there is any product.
 */
export const seedProducts = (
  db: Database,
  data: Pick<SeedData, 'accounts' | 'products'>,
  options: { now: Date; storeImage?: ImageStore; storeCertificate?: CertificateStore },
): Promise<number> =>
  seedShelfItems(db, productsKind(options.storeCertificate), data.products, data.accounts, {
    now: options.now,
    ...(options.storeImage ? { storeImage: options.storeImage } : {}),
  });

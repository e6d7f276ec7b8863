import { creditCodeCheckChar } from '@rrsp/contract';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../src/platform/database/client.ts';
import { regions } from '../src/platform/regions/tables.ts';
import { portalHeaders } from './harness.ts';
import { multipartBody } from './multipart.ts';

/** A licence-like photo: big enough to pass the size check, a real JPEG. */
export const licencePhoto = (width = 1200, height = 850) =>
  sharp({ create: { width, height, channels: 3, background: '#f3efe2' } })
    .jpeg({ quality: 80 })
    .toBuffer();

export const uploadLicence = async (
  app: FastifyInstance,
  token: string,
  file: { filename?: string; bytes?: Buffer; contentType?: string } = {},
) => {
  const body = multipartBody({
    filename: file.filename ?? '营业执照.jpg',
    contentType: file.contentType ?? 'image/jpeg',
    bytes: file.bytes ?? (await licencePhoto()),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/basics/common/obs/upload?kind=licence',
    headers: portalHeaders({ Authorization: token, 'content-type': body.contentType }),
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
};

let sequence = 0;

/** A credit code with a correct check character, unique per call. */
export const freshCreditCode = () => {
  sequence += 1;
  const body =
    `93522634MA${(Date.now().toString(36) + sequence.toString(36)).toUpperCase().slice(-7).padStart(7, '0')}`
      .replace(/[IOZSV]/g, '1')
      .slice(0, 17);
  return `${body}${creditCodeCheckChar(body)}`;
};

/** A township of 雷山县 from the division table. */
export const leishanTownship = async (db: Database) => {
  const [row] = await db
    .select({ code: regions.code })
    .from(regions)
    .where(and(eq(regions.level, 4), like(regions.code, '522634%')))
    .limit(1);
  if (!row) throw new Error('no township of 522634 in the region table');
  return row.code;
};

export const settlementForm = (
  overrides: Record<string, unknown> & { licenceFileId: string; regionCode: string },
) => ({
  creditCode: freshCreditCode(),
  name: '雷山县测试茶叶专业合作社',
  type: 'cooperative',
  legalRepresentative: '杨阿妹',
  contactName: '杨阿妹',
  contactMobile: '13985550001',
  address: '丹江镇茶园路 8 号',
  businessScope: '茶叶种植、加工与销售',
  roles: ['participant'],
  ...overrides,
});

import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { portalHeaders } from './harness.ts';
import { multipartBody } from './multipart.ts';
import { signedInCall } from './signed-in-call.ts';

/** A small real picture in the portal's green. */
export const servicePhoto = (width = 640, height = 420) =>
  sharp({ create: { width, height, channels: 3, background: '#1f7a4c' } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** Uploads a public image as the given user; answers the stored file's id. */
export const uploadImage = async (app: FastifyInstance, token: string): Promise<string> => {
  const body = multipartBody({
    filename: '服务图片.jpg',
    contentType: 'image/jpeg',
    bytes: await servicePhoto(),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/basics/common/obs/upload?kind=image',
    headers: portalHeaders({ Authorization: token, 'content-type': body.contentType }),
    payload: body.payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json().data.fileId;
};

/** Uploads a photo of a product's certificate (a private file) as the given user; answers the stored file's id. */
export const uploadCertificate = async (app: FastifyInstance, token: string): Promise<string> => {
  const body = multipartBody({
    filename: '绿色食品证书.jpg',
    contentType: 'image/jpeg',
    bytes: await servicePhoto(900, 1200),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/basics/common/obs/upload?kind=certificate',
    headers: portalHeaders({ Authorization: token, 'content-type': body.contentType }),
    payload: body.payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json().data.fileId;
};

/** A complete service as the publish form sends it. */
export const serviceForm = (
  overrides: Record<string, unknown> & { regionCode: string; imageFileIds: string[] },
) => ({
  name: '茶园无人机植保作业',
  category: 'machinery',
  summary: '为茶园、果园提供无人机植保飞防作业，按亩计费。',
  description: '配备多旋翼植保无人机 6 台，持证飞手 8 名，可承接黔东南州内茶园、果园的病虫害飞防作业。',
  priceMode: 'fixed',
  priceMin: 25,
  priceMax: null,
  unit: '亩',
  contactName: '吴师傅',
  contactMobile: '13985550002',
  ...overrides,
});

/** A complete product as its form sends it. */
export const productForm = (
  overrides: Record<string, unknown> & { regionCode: string; imageFileIds: string[] },
) => ({
  name: '雷山银球茶',
  category: 'tea',
  summary: '雷公山高海拔茶园鲜叶制成，球形紧结，栗香持久。',
  description: '采自雷公山海拔 1200 米以上茶园的一芽二叶，手工揉捻成球，每颗约 2 克，耐泡，适合礼品与茶馆。',
  unit: '斤',
  priceMode: 'range',
  priceMin: 280,
  priceMax: 680,
  supplyPeriod: '每年 4–10 月',
  // a certification needs its certificate uploaded first (uploadCertificate): a test that claims one says so
  certifications: [],
  contactName: '杨秀英',
  contactMobile: '13985550003',
  ...overrides,
});

/**
 * An operator's decision on an item, naming the version the operator last read (as the review page does): reads the
 * review first unless the body names a version.
 */
export const decideAsOperator = async (
  app: FastifyInstance,
  token: string,
  action: 'approve' | 'reject' | 'offShelf',
  body: { id: string; version?: number; [field: string]: unknown },
) => {
  const version =
    body.version ??
    (await signedInCall(app, 'GET', `/basics/admin/shelf/detail?id=${body.id}`, token)).body.data?.version;
  return signedInCall(app, 'POST', `/basics/admin/shelf/${action}`, token, { body: { ...body, version } });
};

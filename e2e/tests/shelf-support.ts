import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { type CurrentUser, callApi, expect, test, testToken } from './support.ts';

/**
 * Shared steps of the marketplace specs: a picture to upload, the publish form filled as a person would, and the
 * shelf calls as a demo account with its test token.
 */

/** A unique name for something a test publishes. */
export const freshName = (prefix: string): string =>
  `${prefix}${Date.now().toString(36).slice(-5)}${test.info().workerIndex}`;

/** A real JPEG, the size of a phone photo of a field. */
export const fieldPhoto = (): Promise<Buffer> =>
  sharp({ create: { width: 1280, height: 860, channels: 3, background: '#2f8a57' } })
    .jpeg({ quality: 85 })
    .toBuffer();

/** Calls as a demo account in its first tenant, the way the web app would. */
export const asUser = async (api: APIRequestContext, username: string) => {
  const token = testToken(username);
  const user = await callApi<CurrentUser>(api, 'GET', '/basics/user', { token });
  const tenantId = user.tenants[0]?.tenantId ?? '';
  return {
    tenantId,
    call: <T>(method: 'GET' | 'POST', url: string, body?: unknown) =>
      callApi<T>(api, method, url, { token, tenantId, ...(body === undefined ? {} : { body }) }),
    /** The raw answer, for refusals. */
    raw: async (url: string, body: unknown) => {
      const response = await api.post(url, {
        headers: { appKey: 'rrsp-portal', endpointCode: 'pc-portal', Authorization: token, tenantId },
        data: body,
      });
      return { status: response.status(), body: (await response.json()) as { reason?: string; msg: string } };
    },
  };
};

export const OPERATOR_USER = 'yunying';

/** Picks an option of an antd Select, opened from its labelled field. */
export const choose = async (page: Page, field: Locator, option: string): Promise<void> => {
  await field.click();
  await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
};

/** Picks a county of 雷山县 (黔东南) in the region cascader. */
export const chooseLeishan = async (page: Page, scope: Locator): Promise<void> => {
  await scope.getByLabel('市州、区县和乡镇（街道）').click();
  for (const name of [/黔东南/, /雷山县/, /丹江镇/]) {
    await page.locator('.ant-cascader-menu-item').filter({ hasText: name }).first().click();
  }
  await expect(page.locator('.ant-cascader-dropdown').filter({ visible: true })).toHaveCount(0);
};

/**
 * Uploads one picture in a publish form, holding the answer until the progress bar has been seen, then waits until
 * the picture sits in the form.
 */
export const uploadWithProgress = async (page: Page, form: Locator, name: string): Promise<void> => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/basics/common/obs/upload**', async (route) => {
    await held;
    await route.continue();
  });
  await form
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await fieldPhoto() });
  const progress = form.getByLabel(`「${name}」上传进度`);
  await expect(progress).toBeVisible();
  release();
  await expect(progress).toHaveCount(0);
  await expect(form.getByRole('button', { name: '移除第 1 张图片' })).toBeVisible();
  await page.unroute('**/basics/common/obs/upload**');
};

interface ServiceSeed {
  id: string;
  name: string;
}

/** A complete service of `owner`'s tenant, published and approved through the API: the starting point of a test. */
export const listedService = async (
  api: APIRequestContext,
  owner: string,
  name: string,
): Promise<ServiceSeed> => {
  const publisher = await asUser(api, owner);
  const operator = await asUser(api, OPERATOR_USER);
  const regions = await callApi<{ code: string }[]>(
    api,
    'GET',
    '/basics/pc/region/children?parentCode=522634',
  );
  const upload = await api.post('/basics/common/obs/upload?kind=image', {
    headers: { appKey: 'rrsp-portal', endpointCode: 'pc-portal', Authorization: testToken(owner) },
    multipart: { file: { name: '服务图片.jpg', mimeType: 'image/jpeg', buffer: await fieldPhoto() } },
  });
  const image = ((await upload.json()) as { data: { fileId: string } }).data.fileId;
  const saved = await publisher.call<{ id: string }>('POST', '/basics/pc/serviceCenter/saveOrUpdate', {
    name,
    category: 'storage',
    regionCode: regions[0]?.code ?? '522634',
    summary: '县级冷库与移动预冷车，采收当天入库保鲜。',
    description: '冷库容量 2000 吨，配 4 台移动预冷车，可上门预冷猕猴桃、蓝莓、蔬菜，按吨天计费。',
    imageFileIds: [image],
    priceMode: 'fixed',
    priceMin: 30,
    priceMax: null,
    unit: '吨·天',
    contactName: '吴海',
    contactMobile: '13985556601',
  });
  await publisher.call('POST', '/basics/pc/serviceCenter/publish', { id: saved.id });
  // the decision names the version the operator read, as the review page does
  const review = await operator.call<{ version: number }>('GET', `/basics/admin/shelf/detail?id=${saved.id}`);
  await operator.call('POST', '/basics/admin/shelf/approve', { id: saved.id, version: review.version });
  return { id: saved.id, name };
};

import type { Page } from '@playwright/test';
import pg from 'pg';
import sharp from 'sharp';
import { connectionString } from './outbox.ts';
import { callApi, expect, readStoredSession, test } from './support.ts';

/**
 * Shared steps of the settlement specs: a valid credit code, a licence photo, the application form filled as a person
 * would, and the operator's side through the API with the test token.
 */

/** GB 32100 check character (packages/contract/src/credit-code.ts). */
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A credit code with a correct check character that no other test of the run uses: 93 (cooperative) + 雷山县. */
export const freshCreditCode = (): string => {
  const serial = `${Date.now() % 1e8}${test.info().workerIndex}`.padStart(9, '0').slice(-9);
  const first17 = `93522634${serial}`;
  const sum = [...first17].reduce(
    (total, char, index) => total + CHARSET.indexOf(char) * (WEIGHTS[index] ?? 0),
    0,
  );
  return `${first17}${CHARSET.charAt((31 - (sum % 31)) % 31)}`;
};

/** A real JPEG the size of a phone photo of a licence (1200×850): a paper sheet with a red seal and lines of text. */
export const licencePhoto = async (): Promise<Buffer> => {
  const lines = Array.from(
    { length: 12 },
    (_, index) =>
      `<rect x="160" y="${260 + index * 42}" width="${600 + ((index * 97) % 280)}" height="14" fill="#3b3b3b"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="850">
    <rect x="60" y="50" width="1080" height="750" fill="#fbf6e9" stroke="#b8860b" stroke-width="12"/>
    <rect x="420" y="110" width="360" height="60" fill="#8b0000"/>
    ${lines}
    <circle cx="930" cy="640" r="110" fill="none" stroke="#d01010" stroke-width="10"/>
  </svg>`;
  return sharp({ create: { width: 1200, height: 850, channels: 3, background: '#d9d4c7' } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 88 })
    .toBuffer();
};

export interface Application {
  creditCode: string;
  name: string;
  /** The role checkboxes to tick, by their names on the page. */
  roles: ('参与主体' | '服务商')[];
}

export const freshApplication = (roles: Application['roles']): Application => {
  const tag = `${Date.now().toString(36).slice(-5)}${test.info().workerIndex}`;
  return { creditCode: freshCreditCode(), name: `雷山县测试${tag}茶叶专业合作社`, roles };
};

export const settlementForm = (page: Page) => page.getByRole('form', { name: '企业入驻申请' });

const next = async (page: Page, step: string) => {
  await settlementForm(page).getByRole('button', { name: '下一步' }).click();
  await expect(settlementForm(page).getByRole('region', { name: step })).toBeVisible();
};

/**
 * Fills the four steps of 企业入驻 on /participants/settled and stops on 确认提交 with the pledge ticked. The licence
 * upload is slowed down so its progress bar shows; `screenshot` is taken on the licence step once it is uploaded.
 */
export const fillApplication = async (
  page: Page,
  application: Application,
  options: { mobile: string; screenshot?: (page: Page) => Promise<void> },
): Promise<void> => {
  const form = settlementForm(page);
  await expect(form.getByRole('region', { name: '主体信息' })).toBeVisible();
  await form.getByLabel('统一社会信用代码').fill(application.creditCode.toLowerCase());
  await form.getByLabel('主体名称').fill(application.name);
  await form.getByText('农民专业合作社', { exact: true }).click();
  await form.getByLabel('法定代表人（经营者）').fill('杨阿妹');
  await next(page, '联系方式与地址');

  await form.getByLabel('联系人').fill('杨阿妹');
  await form.getByLabel('联系手机').fill(options.mobile);
  await form.getByLabel('市州、区县和乡镇（街道）').click();
  for (const name of [/黔东南/, /雷山县/, /丹江镇/]) {
    await page.locator('.ant-cascader-menu-item').filter({ hasText: name }).click();
  }
  await expect(page.locator('.ant-cascader-dropdown').filter({ visible: true })).toHaveCount(0);
  await form.getByLabel('详细地址').fill('丹江镇茶园路 8 号');
  await form.getByLabel('经营范围').fill('茶叶种植、加工与销售；农业技术推广服务');
  await next(page, '营业执照与入驻角色');

  // the upload answers after a pause: long enough to see the progress bar
  let releaseUpload: () => void = () => undefined;
  const uploadHeld = new Promise<void>((resolve) => {
    releaseUpload = resolve;
  });
  await page.route('**/basics/common/obs/upload**', async (route) => {
    await uploadHeld;
    await route.continue();
  });
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: '营业执照.jpg', mimeType: 'image/jpeg', buffer: await licencePhoto() });
  const progress = form.locator('.licence-upload__card .ant-progress');
  await expect(progress).toBeVisible();
  await expect(form.getByText(/正在上传 \d+%/)).toBeVisible();
  releaseUpload();
  await expect(progress).toHaveCount(0);
  await expect(form.getByText(/已上传 · /)).toBeVisible();
  await expect(form.getByRole('img', { name: '营业执照照片缩略图' })).toBeVisible();
  await page.unroute('**/basics/common/obs/upload**');
  // 参与主体 is ticked for a new application: tick exactly the roles asked for
  for (const role of ['参与主体', '服务商'] as const) {
    await form
      .getByRole('checkbox', { name: new RegExp(`^${role}`) })
      .setChecked(application.roles.includes(role));
  }
  if (options.screenshot) await options.screenshot(page);
  await next(page, '确认提交');

  await expect(form.getByText(application.creditCode)).toBeVisible();
  await expect(form.getByText(application.name)).toBeVisible();
  await form.getByRole('checkbox', { name: /本人承诺所填信息真实/ }).check();
};

/** The status card of a submitted application. */
export const statusCard = (page: Page) => page.getByRole('status').filter({ has: page.locator('h2') });

/** The signed-in person's latest application, read as the page reads it. */
export const latestApplicationId = async (page: Page): Promise<string> => {
  const { token } = await readStoredSession(page);
  const info = await callApi<{ applicationId: string } | null>(
    page.request,
    'GET',
    '/basics/pc/tenant/getEnterpriseSettledInfo',
    { token: token ?? '' },
  );
  expect(info?.applicationId).toBeTruthy();
  return info?.applicationId ?? '';
};

/** Moves the start of the application's wait into the past, as if it had been waiting that long. */
export const backdateSubmission = async (applicationId: string, interval: string): Promise<void> => {
  const client = new pg.Client({ connectionString: await connectionString() });
  await client.connect();
  try {
    await client.query(
      'update settlement_applications set submitted_at = submitted_at - $2::interval where id = $1',
      [applicationId, interval],
    );
  } finally {
    await client.end();
  }
};

export const OPERATOR = 'yunying';

export const SETTLEMENT_ADMIN = '/basics/admin/settlement';

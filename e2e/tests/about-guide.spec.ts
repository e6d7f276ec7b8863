import { expect, type PlatformConfig, test } from './support.ts';

const SETTLED = '/participants/settled';

/** How the about page names the platform: with the province unless the configured name has it already. */
const nameWithProvince = (config: PlatformConfig) =>
  config.platformName.includes('贵州') ? config.platformName : `${config.platformName}（贵州）`;

test('关于平台 says what the platform is, who runs it, whom it serves, what it offers and how to reach it', async ({
  page,
  platformConfig,
}) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('关于平台');

  await expect(main.getByRole('region', { name: '平台简介' })).toContainText(
    nameWithProvince(platformConfig),
  );
  const sponsor = String(platformConfig.sponsor);
  await expect(main.getByRole('region', { name: '主办与运营' })).toContainText(`主办单位${sponsor}`);

  const audience = main.getByRole('region', { name: '服务对象' });
  for (const who of ['社会公众', '参与主体', '服务商', '平台运营人员']) {
    await expect(audience.getByRole('heading', { name: who })).toBeVisible();
  }
  for (const kind of ['企业', '农民专业合作社', '家庭农场', '个体工商户'])
    await expect(audience).toContainText(kind);

  const offers = main.getByRole('region', { name: '平台功能' });
  for (const feature of ['资讯', '解决方案', '合作案例', '服务中心', '产品', '数据看板']) {
    await expect(offers.getByRole('heading', { name: feature, exact: true })).toBeVisible();
  }
  await expect(offers.getByRole('link', { name: '浏览解决方案' })).toHaveAttribute('href', '/home/solution');

  // Contact from the configuration, the same the footer shows.
  const contact = main.getByRole('region', { name: '联系我们' });
  const hotline = String(platformConfig.hotline);
  await expect(contact.getByRole('link', { name: hotline })).toHaveAttribute(
    'href',
    `tel:${hotline.replace(/[^\d+]/g, '')}`,
  );
  const email = String(platformConfig.email);
  await expect(contact.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(contact).toContainText(String(platformConfig.address));

  await main.getByRole('link', { name: '查看入驻指南' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/guide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('入驻指南');
});

test('入驻指南 covers who may settle, as what, with which materials, the steps, the review and common questions', async ({
  page,
}) => {
  await page.goto('/guide');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('入驻指南');

  const who = main.getByRole('region', { name: '谁可以入驻' });
  for (const kind of ['企业', '农民专业合作社', '家庭农场', '个体工商户'])
    await expect(who).toContainText(kind);

  const roles = main.getByRole('region', { name: '入驻身份' });
  for (const role of ['参与主体', '服务商'])
    await expect(roles.getByRole('heading', { name: role })).toBeVisible();
  await expect(roles).toContainText('同时选择两种身份');

  const materials = main.getByRole('region', { name: '准备材料' }).getByRole('table');
  const rows: Record<string, RegExp> = {
    统一社会信用代码: /18 位.*校验码/,
    营业执照: /JPG 或 PNG.*清晰.*不超过 10 MB/,
    法定代表人: /营业执照/,
    联系人及手机号: /手机号/,
    所在地区: /县（市、区）.*乡镇/,
    详细地址: /地址/,
    经营范围: /主营/,
  };
  for (const [name, requirement] of Object.entries(rows)) {
    await expect(materials.getByRole('row', { name: new RegExp(`^${name}`) })).toContainText(requirement);
  }

  const steps = main.getByRole('region', { name: '办理流程' }).getByRole('heading', { level: 3 });
  await expect(steps).toHaveText([
    '注册账号',
    '登录后进入工作台',
    '填写入驻申请',
    '平台审核',
    '审核通过成为主体管理员',
  ]);

  const review = main.getByRole('region', { name: '审核时限与结果' });
  await expect(review).toContainText('工作日');
  await expect(review).toContainText('逐项');
  await expect(review).toContainText('重新提交');

  const questions = main.getByRole('region', { name: '常见问题' }).getByRole('button');
  const count = await questions.count();
  expect(count, '5 or 6 questions').toBeGreaterThanOrEqual(5);
  expect(count, '5 or 6 questions').toBeLessThanOrEqual(6);
  await questions.first().click();
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByText('不收费')).toBeVisible();
});

test('入驻指南 offers a visitor 注册 and 登录 that come back to the settlement application', async ({
  page,
}) => {
  await page.goto('/guide');
  const action = page.getByRole('region', { name: /现在就可以申请/ });
  const hrefOf = async (name: string) =>
    new URL((await action.getByRole('link', { name, exact: true }).getAttribute('href')) ?? '', page.url());

  const signUp = await hrefOf('注册');
  expect(signUp.pathname).toBe('/entry/sign-up');
  expect(signUp.searchParams.get('redirect')).toBe(SETTLED);
  const signIn = await hrefOf('登录');
  expect(signIn.pathname).toBe('/entry');
  expect(signIn.searchParams.get('redirect')).toBe(SETTLED);
  await expect(action.getByRole('link', { name: '申请入驻' })).toHaveCount(0);

  await action.getByRole('link', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/entry/sign-up' && url.searchParams.get('redirect') === SETTLED,
  );
});

test.describe('signed in', () => {
  test.use({ signedInAs: 'cunmin' });

  test('入驻指南 leads a signed-in user straight to the settlement application', async ({ page }) => {
    await page.goto('/guide');
    const action = page.getByRole('region', { name: /现在就可以申请/ });
    await expect(action.getByRole('link', { name: '申请入驻' })).toHaveAttribute('href', SETTLED);
    await expect(action.getByRole('link', { name: '注册', exact: true })).toHaveCount(0);
    await expect(action.getByRole('link', { name: '登录', exact: true })).toHaveCount(0);
  });
});

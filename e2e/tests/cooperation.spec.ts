import { OPERATOR } from './settlement-support.ts';
import {
  asUser,
  choose,
  chooseLeishan,
  fieldPhoto,
  freshName,
  listedService,
  uploadWithProgress,
} from './shelf-support.ts';
import { browserAs, expect, keepScreenshot, test } from './support.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('cooperation', () => {
  test.use({ signedInAs: 'miaoling' });

  test('a participant requests cooperation; the servant sees it unread, opens it and replies; the participant reads the reply', async ({
    page,
    browser,
    api,
    baseURL,
  }) => {
    const service = await listedService(api, 'qiannongyun', freshName('茶园植保'));
    const servant = await asUser(api, 'qiannongyun');
    const unreadBefore = (
      await servant.call<{ unread: number }>('POST', '/basics/pc/cooperation/received', { pageSize: 1 })
    ).unread;

    await page.goto(`/participants/service/detail?id=${service.id}`);
    await page.getByRole('button', { name: /申请合作/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('联系人').fill('杨秀英');
    await dialog.getByLabel('手机号').fill('13985557788');
    await dialog.getByLabel('合作意向').fill('合作社 300 亩茶园，想预约下月的病虫害飞防作业。');
    await keepScreenshot(page, 'cooperation-request', { fullPage: false });
    await dialog.getByRole('button', { name: /发送申请/ }).click();
    await expect(page.getByText('已发送合作申请')).toBeVisible();

    // the provider's side, in another browser: the unread count, the masked mobile until opened, the reply
    const provider = await browserAs(browser, api, baseURL, 'qiannongyun');
    const inbox = provider.page;
    await inbox.goto('/servant/cooperation');
    await expect(inbox.getByRole('complementary').getByRole('link', { name: /^合作申请/ })).toContainText(
      String(unreadBefore + 1),
    );
    const row = inbox.getByRole('row').filter({ hasText: service.name });
    await expect(row).toContainText('139****7788');
    await keepScreenshot(inbox, 'cooperation-received');
    await row.getByRole('button', { name: /查看/ }).click();
    const detail = inbox.getByRole('dialog');
    await expect(detail.locator('a[href^="tel:"]')).toContainText('13985557788');
    await detail.getByRole('textbox').fill('可以，下周二上门看茶园，请保持电话畅通。');
    await detail.getByRole('button', { name: /回\s*复$/ }).click();
    await expect(inbox.getByRole('row').filter({ hasText: service.name })).toContainText('已回复');
    await provider.context.close();

    await page.goto('/participants/cooperation?tab=sent');
    const sent = page.getByRole('row').filter({ hasText: service.name });
    await expect(sent).toContainText('已回复');
    await expect(sent).toContainText('可以，下周二上门看茶园');
    await keepScreenshot(page, 'cooperation-sent');
  });
});

/** A one-page certificate as an issuer's system sends it: a PDF (issue 24 takes PDFs, watermarked on every page). */
const certificatePdf = () => {
  const content = '0 0.4 0 RG 4 w 40 40 515 762 re S';
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R>> endobj',
      `4 0 obj <</Length ${content.length}>> stream`,
      content,
      'endstream endobj',
      'trailer <</Root 1 0 R>>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
};

test.describe('products', () => {
  test.use({ signedInAs: 'miaoling' });

  test('a participant publishes a product that an operator approves; buyers find it by certification', async ({
    page,
    browser,
    api,
    baseURL,
  }) => {
    const name = freshName('雷山银球茶');
    await page.goto('/participants/product/publish');
    const form = page.getByRole('form', { name: '发布产品' });
    await form.getByLabel('产品名称').fill(name);
    await choose(page, form.getByLabel('产品类别'), '茶叶');
    await chooseLeishan(page, form);
    await form.getByLabel('产品简介').fill('雷公山高海拔茶园鲜叶制成，球形紧结，栗香持久。');
    await uploadWithProgress(page, form, '银球茶.jpg');
    await form.getByLabel('产品详情').fill('采自雷公山海拔 1200 米以上茶园的一芽二叶，手工揉捻成球，耐泡。');
    await form.getByLabel('计量单位').fill('斤');
    await form.getByText('价格区间', { exact: true }).click();
    await form.getByLabel(/最低价/).fill('280');
    await form.getByLabel(/最高价/).fill('680');
    await form.getByLabel('供应期').fill('每年 4–10 月');
    await form.getByRole('checkbox', { name: '地理标志' }).check();
    // a certification goes with its certificate's number and a photo of it (issue 24)
    const certificate = form.getByRole('group', { name: '地理标志证书' });
    await certificate.getByLabel('证书编号').fill('AGI02215');
    await certificate
      .locator('input[type=file]')
      .setInputFiles({ name: '地理标志证书.jpg', mimeType: 'image/jpeg', buffer: await fieldPhoto() });
    await expect(certificate).toContainText('地理标志证书.jpg');
    // and a certificate may be the PDF its issuer sent
    await form.getByRole('checkbox', { name: '有机产品' }).check();
    const organic = form.getByRole('group', { name: '有机产品证书' });
    await organic.getByLabel('证书编号').fill('227OP2100123');
    await organic
      .locator('input[type=file]')
      .setInputFiles({ name: '有机产品证书.pdf', mimeType: 'application/pdf', buffer: certificatePdf() });
    await expect(organic).toContainText('有机产品证书.pdf');
    await form.getByLabel('联系人').fill('杨秀英');
    await form.getByLabel('联系电话').fill('13985550003');
    await keepScreenshot(page, 'product-publish');
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/participants/product');
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('待审核');

    const operator = await browserAs(browser, api, baseURL, OPERATOR);
    await operator.page.goto(`/admin/shelf?kind=product&keyword=${encodeURIComponent(name)}`);
    await operator.page.getByRole('link', { name }).first().click();
    // the reviewer reads the number and opens the certificate, watermarked, through its short-lived link
    await expect(operator.page.getByText('地理标志（证书编号 AGI02215）')).toBeVisible();
    const [shown] = await Promise.all([
      operator.page.waitForEvent('popup'),
      operator.page.getByRole('button', { name: '查看地理标志证书' }).click(),
    ]);
    await expect(shown).toHaveURL(/\/files\/private\/.+\.jpg\?expires=\d+&signature=/);
    const answer = await shown.request.get(shown.url());
    expect(answer.headers()['content-type']).toBe('image/jpeg');
    await shown.close();
    // the PDF opens as its watermarked copy, a PDF still, never the bytes uploaded
    const [shownPdf] = await Promise.all([
      operator.page.waitForEvent('popup'),
      operator.page.getByRole('button', { name: '查看有机产品证书' }).click(),
    ]);
    await expect(shownPdf).toHaveURL(/\/files\/private\/.+\.pdf\?expires=\d+&signature=/);
    const pdfAnswer = await shownPdf.request.get(shownPdf.url());
    expect(pdfAnswer.headers()['content-type']).toBe('application/pdf');
    const served = await pdfAnswer.body();
    expect(served.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(served.equals(certificatePdf())).toBe(false);
    await shownPdf.close();
    const productId = new URL(operator.page.url()).searchParams.get('id');
    await operator.page.getByRole('button', { name: '审核通过' }).click();
    await operator.page.getByRole('dialog').getByRole('button', { name: '确认通过' }).click();
    await expect(operator.page).toHaveURL((url) => url.pathname === '/admin/shelf');
    await operator.context.close();

    // the publisher opens a certificate the product keeps again, from the product's form
    await page.goto(`/participants/product/publish?id=${productId}`);
    const [reopened] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: '查看有机产品证书' }).click(),
    ]);
    await expect(reopened).toHaveURL(/\/files\/private\/.+\.pdf\?expires=\d+&signature=/);
    await reopened.close();

    await page.goto(`/participants/product/search?keyword=${encodeURIComponent(name)}&certification=geo`);
    const card = page.getByRole('main').getByRole('link', { name: new RegExp(name) });
    await expect(card).toHaveCount(1);
    await keepScreenshot(page, 'product-search');
    // the product's page says the certification was checked, with its number, and shows no certificate
    await card.click();
    await expect(page.getByText('地理标志 · 证书编号 AGI02215')).toBeVisible();
    await expect(page.locator('a[href*="/files/private/"], img[src*="/files/private/"]')).toHaveCount(0);
    await page.goto(`/participants/product/search?keyword=${encodeURIComponent(name)}&certification=green`);
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
  });
});

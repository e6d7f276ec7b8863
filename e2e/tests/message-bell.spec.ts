import { expect, test } from './support.ts';

/**
 * The bell's popover (antd's Popover with the latest messages) loads when the bell is first pointed at, focused or
 * pressed, not with every work page (issue 25, docs/decisions/034). A press made while its code is on its way is kept:
 * the same bell, and the popover opens under it as soon as the code has arrived.
 */

/** The popover's own chunk: antd's Popover (unless another part of the page brought it already) and the panel. */
const POPOVER_CODE = /\/assets\/message-bell-popover-[\w-]{8}\.js$/;

test.use({ signedInAs: 'miaoling' });

test('a work page loads the bell’s popover only when the bell is used; a press made before it arrives opens the latest messages', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(POPOVER_CODE, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });

  await page.goto('/participants/messages');
  await expect(page.locator('h1')).toHaveText('消息中心');
  await page.waitForLoadState('networkidle');
  expect(requested, 'the first load asks for no popover code').toBe(false);

  const bell = page.getByRole('button', { name: /^消息中心/ });
  const pressed = await bell.elementHandle();
  const panel = page.getByRole('dialog', { name: '最新消息' });
  // pointed at and pressed: the popover's code is on its way, held here
  await bell.click();
  await expect.poll(() => requested).toBe(true);
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toHaveCount(0);
  release();
  await expect(panel).toBeVisible();
  // the bell was never drawn anew
  expect(await pressed?.evaluate((element) => element.isConnected)).toBe(true);
  // placed as antd places it from the bell: under it, right edges together
  await expect
    .poll(async () => {
      const [bellBox, popupBox] = await Promise.all([
        bell.boundingBox(),
        page.locator('.message-popover').boundingBox(),
      ]);
      if (!bellBox || !popupBox) return false;
      const rightEdges = Math.abs(bellBox.x + bellBox.width - (popupBox.x + popupBox.width));
      return rightEdges <= 1 && popupBox.y >= bellBox.y + bellBox.height;
    })
    .toBe(true);

  // the bell closes it again, and a press elsewhere does too
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await bell.click();
  await expect(panel).toBeVisible();
  await page.getByRole('complementary', { name: '参与主体工作台' }).click({ position: { x: 20, y: 400 } });
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bell’s latest messages stay within the screen', async ({ page }) => {
    await page.goto('/participants');
    const bell = page.getByRole('button', { name: /^消息中心/ });
    await bell.click();
    const panel = page.getByRole('dialog', { name: '最新消息' });
    await expect(panel).toBeVisible();
    // the popover has settled where antd places it (it is measured, then moved)
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return box ? [Math.round(box.x) >= 0, Math.round(box.x + box.width) <= 390] : undefined;
      })
      .toEqual([true, true]);
  });
});

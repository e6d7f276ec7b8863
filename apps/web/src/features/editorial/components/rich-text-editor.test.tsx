// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { button, renderWithApp, settle, typeInto } from '../../../lib/jsdom-test-support.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

/** The real editor in jsdom: the toolbar's link dialog and its check of the address (the server's allow-list). */

const linkDialog = () => document.querySelector<HTMLElement>('.ant-modal');
const linkField = () => document.querySelector<HTMLInputElement>('#rich-editor-link');

describe('RichTextEditor', () => {
  it('opens the link dialog from the toolbar and refuses an address the server would drop', async () => {
    renderWithApp(<RichTextEditor value="<p>茶园</p>" />);
    await settle();
    expect(document.querySelector('[role="textbox"][aria-label="正文"]')?.textContent).toBe('茶园');
    expect(linkDialog()).toBeNull();

    const link = document.querySelector<HTMLButtonElement>('button[aria-label="链接"]');
    act(() => link?.click());
    await vi.waitFor(
      async () => {
        await settle();
        expect(linkField()).not.toBeNull();
      },
      { timeout: 30_000 },
    );
    expect(linkDialog()?.textContent).toContain('插入链接');

    await typeInto('#rich-editor-link', 'javascript:alert(1)');
    expect(linkDialog()?.querySelector('[role="alert"]')?.textContent).toBe(
      '链接须以 http://、https://、mailto: 或 / 开头',
    );
    expect(button('确定')?.disabled).toBe(true);

    await typeInto('#rich-editor-link', '/home/solution');
    expect(linkDialog()?.querySelector('[role="alert"]')).toBeNull();
    expect(button('确定')?.disabled).toBe(false);
  }, 60_000);
});

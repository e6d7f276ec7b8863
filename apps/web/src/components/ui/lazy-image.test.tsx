// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle, unmount } from '../../lib/jsdom-test-support.tsx';

/** A picture whose antd Image and preview load when it is first used (docs/decisions/034). */

const imported = vi.hoisted(() => vi.fn());
vi.mock('./lazy-image-viewer.tsx', async (original) => {
  imported();
  return original();
});
const { LazyImage } = await import('./lazy-image.tsx');

const waitFor = async (done: () => boolean) => {
  for (let tries = 0; tries < 100 && !done(); tries += 1) await settle();
};

afterEach(() => unmount());

describe('LazyImage', () => {
  it('draws the picture with its cover as a named button, without antd’s Image, until it is used', async () => {
    const screen = renderWithApp(
      <LazyImage src="/licence.jpg" alt="营业执照" className="licence" cover="点击查看大图" />,
    );
    await settle();
    const picture = screen.querySelector('[role="button"]');
    expect(picture?.getAttribute('aria-label')).toBe('营业执照');
    expect(picture?.querySelector('img.licence')?.getAttribute('src')).toBe('/licence.jpg');
    expect(picture?.textContent).toBe('点击查看大图');
    expect(imported, 'no Image code with the page').not.toHaveBeenCalled();
    expect(screen.querySelector('.ant-image')).toBeNull();
  });

  it('pressed before its code arrived, opens the large picture once it has', async () => {
    const screen = renderWithApp(<LazyImage src="/licence.jpg" alt="营业执照" cover="点击查看大图" />);
    act(() => screen.querySelector<HTMLElement>('[role="button"]')?.click());
    await waitFor(() => document.querySelector('.ant-image-preview') !== null);
    expect(imported).toHaveBeenCalled();
    expect(screen.querySelector('.ant-image')).not.toBeNull();
    expect(document.querySelector('.ant-image-preview')).not.toBeNull();
  });

  it('keeps the pressed picture when its code arrives during the press, so the release still opens it', async () => {
    const screen = renderWithApp(<LazyImage src="/licence.jpg" alt="营业执照" cover="点击查看大图" />);
    const picture = screen.querySelector<HTMLElement>('[role="button"]');
    // a press as a browser makes it: pointer down, then the picture takes the focus (which loads the viewer)
    act(() => {
      picture?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      picture?.focus();
    });
    await import('./lazy-image-viewer.tsx');
    for (let tries = 0; tries < 5; tries += 1) await settle();
    // a browser sends the click to the node the press began on only if the release lands on that same node
    expect(screen.querySelector('[role="button"]'), 'the pressed picture is not drawn anew').toBe(picture);
    act(() => {
      picture?.dispatchEvent(new Event('pointerup', { bubbles: true }));
      picture?.click();
    });
    await waitFor(() => document.querySelector('.ant-image-preview') !== null);
    expect(document.querySelector('.ant-image-preview')).not.toBeNull();
  });
});

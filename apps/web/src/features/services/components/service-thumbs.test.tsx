// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle, unmount } from '../../../lib/jsdom-test-support.tsx';
import { ServiceThumbs } from './service-thumbs.tsx';

const IMAGES = [
  { fileId: 'a', url: '/files/a.jpg' },
  { fileId: 'b', url: '/files/b.jpg' },
];

const thumb = (name: string) => document.querySelector<HTMLElement>(`[role="button"][aria-label="${name}"]`);
const previewSrc = () => document.querySelector('.ant-image-preview-img')?.getAttribute('src');

afterEach(unmount);

describe('ServiceThumbs', () => {
  it('draws the thumbnails without antd’s Image, and opens its preview at the picture pressed once it has loaded', async () => {
    renderWithApp(<ServiceThumbs images={IMAGES} />);
    await settle();
    expect(thumb('服务图片 2')?.querySelector('img')?.getAttribute('src')).toBe('/files/b.jpg');
    expect(document.querySelector('.ant-image')).toBeNull();

    act(() => thumb('服务图片 2')?.click());
    await vi.waitFor(
      async () => {
        await settle();
        expect(previewSrc()).toBe('/files/b.jpg');
      },
      { timeout: 30_000 },
    );
  });

  it('opens the preview from the keyboard too, at the focused picture', async () => {
    renderWithApp(<ServiceThumbs images={IMAGES} />);
    await settle();
    act(() => {
      thumb('服务图片 1')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    await vi.waitFor(
      async () => {
        await settle();
        expect(previewSrc()).toBe('/files/a.jpg');
      },
      { timeout: 30_000 },
    );
  });
});

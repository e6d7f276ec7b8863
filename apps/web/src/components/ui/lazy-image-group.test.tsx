// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle, unmount } from '../../lib/jsdom-test-support.tsx';

/** A row of pictures whose antd Image.PreviewGroup loads when one is first used (docs/decisions/034). */

const imported = vi.hoisted(() => vi.fn());
vi.mock('./lazy-image-group-viewer.tsx', async (original) => {
  imported();
  return original();
});
const { LazyImageGroup } = await import('./lazy-image-group.tsx');

const images = [
  { src: '/a.jpg', alt: '图片第 1 张' },
  { src: '/b.jpg', alt: '图片第 2 张' },
];
const row = <LazyImageGroup className="thumbs" imgClassName="thumb" width={96} height={72} images={images} />;
const picture = (index: number) => document.querySelectorAll<HTMLElement>('[role="button"]')[index];
const previewSrc = () => document.querySelector('.ant-image-preview-img')?.getAttribute('src');
const waitFor = async (done: () => boolean) => {
  for (let tries = 0; tries < 100 && !done(); tries += 1) await settle();
};

afterEach(() => unmount());

describe('LazyImageGroup', () => {
  it('draws each picture as a named button of antd’s size, without antd’s Image, until one is used', async () => {
    renderWithApp(row);
    await settle();
    expect(picture(1)?.getAttribute('aria-label')).toBe('图片第 2 张');
    expect(picture(1)?.style.width).toBe('96px');
    const img = picture(1)?.querySelector('img.thumb');
    expect(img?.getAttribute('src')).toBe('/b.jpg');
    expect(img?.getAttribute('height')).toBe('72');
    expect(document.querySelector('span.thumbs')?.children).toHaveLength(2);
    expect(imported, 'no Image code with the page').not.toHaveBeenCalled();
    expect(document.querySelector('.ant-image')).toBeNull();
  });

  it('pressed before its code arrived, opens the preview at that picture once it has', async () => {
    renderWithApp(row);
    act(() => picture(1)?.click());
    await waitFor(() => previewSrc() !== undefined);
    expect(document.querySelectorAll('.ant-image')).toHaveLength(2);
    expect(previewSrc()).toBe('/b.jpg');
  });

  it('opens at a picture by Enter before its code arrived', async () => {
    renderWithApp(row);
    act(() => {
      picture(1)?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    await waitFor(() => previewSrc() !== undefined);
    expect(previewSrc()).toBe('/b.jpg');
  });

  it('focused, becomes antd’s pictures with the focus kept on the picture that had it', async () => {
    renderWithApp(row);
    act(() => picture(1)?.focus());
    await waitFor(() => document.querySelector('.ant-image') !== null);
    const real = document.querySelectorAll('.ant-image')[1];
    expect(real?.getAttribute('aria-label')).toBe('图片第 2 张');
    expect(document.activeElement).toBe(real);
    expect(previewSrc(), 'focusing opens nothing').toBeUndefined();
  });

  it('keeps the pressed picture when its code arrives during the press, so the release still opens it', async () => {
    renderWithApp(row);
    const pressed = picture(0);
    act(() => {
      pressed?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      pressed?.focus();
    });
    await import('./lazy-image-group-viewer.tsx');
    for (let tries = 0; tries < 5; tries += 1) await settle();
    expect(picture(0), 'the pressed picture is not drawn anew').toBe(pressed);
    act(() => {
      pressed?.dispatchEvent(new Event('pointerup', { bubbles: true }));
      pressed?.click();
    });
    await waitFor(() => previewSrc() !== undefined);
    expect(previewSrc()).toBe('/a.jpg');
  });
});

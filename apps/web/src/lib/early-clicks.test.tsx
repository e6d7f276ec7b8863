// @vitest-environment jsdom
import { act, type FormEvent, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicksUntilAppStarts } from './early-clicks.ts';

/** A page piece with a toggle, a link and a search form; it marks the document started as root-shell.tsx does. */
const Page = ({ onSearch }: { onSearch: () => void }) => {
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    document.documentElement.dataset.appStarted = 'true';
  }, []);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <div>
      <button type="button" onClick={() => setOpened((count) => count + 1)}>
        <svg aria-hidden="true" />
        打开导航菜单
      </button>
      <output>{`打开 ${opened} 次`}</output>
      <a href="#elsewhere">资讯动态</a>
      <form onSubmit={search}>
        <button type="submit">搜索</button>
      </form>
    </div>
  );
};

let root: Root | undefined;

/** The server's markup in the page, as the browser shows it before any script has run. */
const drawOnServer = (onSearch = () => undefined) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onSearch={onSearch} />);
  document.body.append(container);
  return container;
};

const hydrate = async (container: HTMLElement, onSearch = () => undefined) => {
  await act(async () => {
    root = hydrateRoot(container, <Page onSearch={onSearch} />);
  });
  // the observer's callback and the click it gives back
  await act(async () => undefined);
};

const click = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

afterEach(async () => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  // a holder a test left waiting lets go once the app has started (the observer's callback is a microtask)
  document.documentElement.dataset.appStarted = 'true';
  await Promise.resolve();
  delete document.documentElement.dataset.appStarted;
});

describe('clicks before the app has taken a server-drawn page over', () => {
  it('are lost without holding them: React answers nothing it has not hydrated', async () => {
    const container = drawOnServer();
    click(container.querySelector('button svg') as Element);
    await hydrate(container);
    expect(container.querySelector('output')?.textContent).toBe('打开 0 次');
  });

  it('are held and given to the same element once the app has started, each once', async () => {
    const container = drawOnServer();
    holdClicksUntilAppStarts(document);
    const toggle = container.querySelector('button') as HTMLButtonElement;
    click(toggle.querySelector('svg') as Element);
    click(toggle);
    expect(container.querySelector('output')?.textContent).toBe('打开 0 次');

    await hydrate(container);
    expect(container.querySelector('output')?.textContent).toBe('打开 2 次');
    // the app answers later clicks itself, not twice
    await act(async () => click(toggle));
    expect(container.querySelector('output')?.textContent).toBe('打开 3 次');
  });

  it('do not submit a form natively; the app submits it once it has started', async () => {
    const onSearch = vi.fn();
    const container = drawOnServer(onSearch);
    holdClicksUntilAppStarts(document);
    const submit = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(click(submit), 'the native submission is cancelled').toBe(false);
    await hydrate(container, onSearch);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('leave links to the browser', () => {
    const container = drawOnServer();
    holdClicksUntilAppStarts(document);
    const link = container.querySelector('a') as HTMLAnchorElement;
    const seen = vi.fn();
    document.body.addEventListener('click', (event) => seen(event.defaultPrevented));
    click(link);
    expect(seen).toHaveBeenCalledWith(false);
  });

  it('are not held on a page the app has already started on', () => {
    document.documentElement.dataset.appStarted = 'true';
    const container = drawOnServer();
    holdClicksUntilAppStarts(document);
    const seen = vi.fn();
    container.addEventListener('click', seen);
    click(container.querySelector('button') as Element);
    expect(seen).toHaveBeenCalledTimes(1);
  });
});

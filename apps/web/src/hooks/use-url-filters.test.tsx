// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlFilters } from './use-url-filters.ts';

interface Filters {
  keyword?: string | undefined;
  open?: string | undefined;
}

const RULES = {
  parse: (params: URLSearchParams): Filters => ({
    keyword: params.get('keyword') ?? undefined,
    open: params.get('open') ?? undefined,
  }),
  serialise: (filters: Filters) => {
    const params = new URLSearchParams();
    if (filters.keyword) params.set('keyword', filters.keyword);
    if (filters.open) params.set('open', filters.open);
    return params;
  },
  update: (filters: Filters, change: Filters): Filters => ({ ...filters, ...change }),
};

let changeFilters: (change: Filters) => void = () => undefined;
let linkTo: (change: Filters) => string = () => '';
const Page = () => {
  const { update, hrefWith } = useUrlFilters(RULES);
  changeFilters = update;
  linkTo = hrefWith;
  return null;
};

describe('useUrlFilters', () => {
  it('keeps a change made while the previous one is still loading (Enter, then a quick click)', async () => {
    // the route's loader holds each navigation until released, as the guards' loaders do for a moment
    const waiting: (() => void)[] = [];
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Page />,
          loader: () => new Promise<null>((resolve) => waiting.push(() => resolve(null))),
        },
      ],
      { initialEntries: ['/'] },
    );
    const root = createRoot(document.createElement('div'));
    await act(async () => {
      root.render(<RouterProvider router={router} />);
    });
    const release = async () => {
      await act(async () => {
        for (const go of waiting.splice(0)) go();
      });
    };
    await release();

    await act(async () => changeFilters({ keyword: '茶' }));
    // the address still shows the old query; the second change must build on the first
    expect(router.state.location.search).toBe('');
    await act(async () => changeFilters({ open: 'a1' }));
    await release();
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('茶');
    expect(new URLSearchParams(router.state.location.search).get('open')).toBe('a1');

    // once arrived, a change builds on the address again (the back button's, too)
    await act(async () => {
      void router.navigate(-1);
    });
    await release();
    expect(router.state.location.search).toBe('');
    await act(async () => changeFilters({ open: 'b2' }));
    await release();
    expect(router.state.location.search).not.toContain('open=a1');
    root.unmount();
  });

  it('gives the address a change leads to, keeping the other filters and the path', async () => {
    const router = createMemoryRouter([{ path: '/list', element: <Page /> }], {
      initialEntries: ['/list?keyword=%E8%8C%B6'],
    });
    const root = createRoot(document.createElement('div'));
    await act(async () => {
      root.render(<RouterProvider router={router} />);
    });
    expect(linkTo({ open: 'a1' })).toBe('/list?keyword=%E8%8C%B6&open=a1');
    expect(linkTo({ keyword: undefined })).toBe('/list');
    // a link is only an address: the page stays where it is
    expect(router.state.location.search).toBe('?keyword=%E8%8C%B6');
    root.unmount();
  });
});

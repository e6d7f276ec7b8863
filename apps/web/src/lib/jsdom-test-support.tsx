import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, expect, type Mock, vi } from 'vitest';
import { FeedbackProvider } from '../components/feedback/feedback.tsx';
import { type RegionChildrenQueryOptions, RegionSourceProvider } from '../components/form/region-source.tsx';
import { ApiError, type ApiErrorDetails, type ApiErrorReason } from './api-error.ts';

/**
 * Test-only: the one jsdom set-up of the web tests, which every jsdom test uses: the setup file
 * (jsdom-test-setup.ts) loads it into each test file in jsdom (`// @vitest-environment jsdom`). It fills in what antd
 * asks of the browser and jsdom lacks, and after each test takes the screen down and clears every spy's calls. A test
 * that renders imports its helpers: a component rendered as the app renders it (a query client, the feedback context,
 * the division table, a router where it links), and the clicks and typing the jsdom tests of forms and dialogs share.
 * The setup file and the test share one module cache per test file, so importing it again registers nothing twice.
 */

let root: Root | undefined;
let address = '';

/** Takes the screen down (after each test; a test rendering several screens does between them). */
export const unmount = () => {
  act(() => root?.unmount());
  root = undefined;
};

/** What antd asks of the browser and jsdom lacks. */
const fillInBrowser = () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // antd asks for media queries; jsdom has none.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  // the modal measures the scroll bar through a pseudo-element, which jsdom does not implement
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computed(element);
  // the text areas' autosize, the steps and the modal observe sizes; jsdom measures nothing
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // forms scroll to their first error and lists to their top; jsdom has no layout to scroll
  Element.prototype.scrollIntoView ??= () => {};
  window.scrollTo = () => {};
};

beforeAll(fillInBrowser);
// what each test leaves behind: its screen, the page it was rendered in, the address it went to, its spies' calls
afterEach(() => {
  unmount();
  document.body.innerHTML = '';
  address = '';
  vi.clearAllMocks();
});

/**
 * A feature's mutation hook as a test mocks it: a real mutation whose request is the test's spy, e.g.
 * `vi.mock('../api/send-report.ts', () => ({ useSendReport: spiedMutation(sent) }))`.
 */
export const spiedMutation =
  <V, D>(request: (variables: V) => Promise<D>) =>
  () =>
    useMutation({ mutationFn: request });

/**
 * A refusal as the request client rejects with it: the server's sentence, its status, reason and request, e.g.
 * `sent.mockRejectedValueOnce(refusal('该合作申请已关闭', 409, 'ILLEGAL_TRANSITION', '/basics/pc/cooperation/reply'))`.
 */
export const refusal = (
  message: string,
  status: number,
  reason: ApiErrorReason,
  url: string,
  details?: ApiErrorDetails,
): ApiError => new ApiError(message, { kind: 'http', status, reason, url, ...(details ? { details } : {}) });

/** Keeps the router's address (path and query) for currentAddress(): where the screen navigated to. */
const AddressProbe = () => {
  const location = useLocation();
  address = `${location.pathname}${location.search}`;
  return null;
};

/** The address the screen is at, as the router has it (rendered with `router`). */
export const currentAddress = () => address;

/** The division table as the tests see it: every level empty, and no request to the server. */
const noRegions: RegionChildrenQueryOptions = (parentCode) => ({
  queryKey: ['test-regions', parentCode ?? 'provinces'],
  queryFn: async () => [],
});

interface RenderOptions {
  /** A MemoryRouter for links and navigation: `true` at `/`, or the address to start at. */
  router?: boolean | string;
}

/**
 * Renders the screen inside a fresh query client (a failed query is not retried), the feedback context (toasts,
 * dialogs) and an empty division table; `router` adds a MemoryRouter. Returns the element the screen is rendered in.
 */
export const renderWithApp = (ui: ReactNode, { router = false }: RenderOptions = {}): HTMLElement => {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const app = (
    <RegionSourceProvider queryOptions={noRegions}>
      <FeedbackProvider>{ui}</FeedbackProvider>
    </RegionSourceProvider>
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    root?.render(
      <QueryClientProvider client={client}>
        {router === false ? (
          app
        ) : (
          <MemoryRouter initialEntries={[router === true ? '/' : router]}>
            {app}
            <AddressProbe />
          </MemoryRouter>
        )}
      </QueryClientProvider>,
    ),
  );
  return container;
};

/** Lets antd's animations, validation and the mutations run. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 60)));

/** The button whose text is this (spaces aside: antd spaces two-character labels), if there is one. */
export const button = (text: string) =>
  [...document.querySelectorAll('button')].find(
    (element) => element.textContent?.replace(/\s/g, '') === text,
  );

/** The element this selector finds whose text is this (a tab, a radio's label), clicked and settled. */
export const clickOn = async (selector: string, text: string) => {
  const found = [...document.querySelectorAll<HTMLElement>(selector)].find(
    (element) => element.textContent === text,
  );
  if (!found) throw new Error(`no ${selector} ${text}`);
  await act(async () => found.click());
  await settle();
  await settle();
};

/** The button whose text is this, once it is shown, clicked and settled. */
export const click = async (text: string) => {
  // a dialog's code loads when it is first shown (docs/decisions/034): its buttons come when it has, as for a user
  const found = await vi.waitFor(
    async () => {
      const shown = button(text);
      if (shown) return shown;
      await settle();
      throw new Error(`no button ${text}`);
    },
    { timeout: 30_000, interval: 20 },
  );
  await act(async () => found.click());
  await settle();
  await settle();
};

/**
 * Types into an input or a text area (or the one this selector finds, e.g. `#report_detail`) as a user does, so React
 * and antd's Form see the change.
 */
export const typeInto = async (target: HTMLInputElement | HTMLTextAreaElement | string, text: string) => {
  const field =
    typeof target === 'string'
      ? document.querySelector<HTMLInputElement | HTMLTextAreaElement>(target)
      : target;
  if (!field) throw new Error(`no field ${String(target)}`);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  await act(async () => {
    setter?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
};

/**
 * A decision dialog's required text as an operator meets it: confirming without it tells `missing` and sends
 * nothing; typed with spaces around it into `field`, confirming sends it. Returns what the spied request was sent.
 */
export const sentWithRequiredText = async <B,>(
  request: Mock<(body: B) => Promise<unknown>>,
  { confirm, missing, field, text }: { confirm: string; missing: string; field: string; text: string },
): Promise<B | undefined> => {
  await click(confirm);
  expect(document.body.textContent).toContain(missing);
  expect(request).not.toHaveBeenCalled();
  await typeInto(field, ` ${text} `);
  await click(confirm);
  return request.mock.calls[0]?.[0];
};

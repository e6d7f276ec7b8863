import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll } from 'vitest';
import { FeedbackProvider } from '../components/feedback/feedback.tsx';

/**
 * Test-only: a component rendered in jsdom as the app renders it (a query client, the feedback context, a router where it
 * links), and the clicks and typing the jsdom tests of forms and dialogs share. Call prepareJsdom() once at the top
 * of a test file: it fills in what antd asks of the browser and jsdom lacks, and unmounts each test's screen.
 */

let root: Root | undefined;

/** Takes the screen down (prepareJsdom does after each test; a test rendering several screens does between them). */
export const unmount = () => {
  act(() => root?.unmount());
  root = undefined;
};

export const prepareJsdom = () => {
  beforeAll(() => {
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
    // the text areas' autosize and the modal observe sizes; jsdom measures nothing
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    unmount();
    document.body.innerHTML = '';
  });
};

/** Renders the screen inside a fresh query client and the feedback context (toasts, dialogs); `router` adds a MemoryRouter for its links. */
export const renderWithApp = (ui: ReactNode, { router = false }: { router?: boolean } = {}) => {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const app = <FeedbackProvider>{ui}</FeedbackProvider>;
  act(() =>
    root?.render(
      <QueryClientProvider client={new QueryClient()}>
        {router ? <MemoryRouter>{app}</MemoryRouter> : app}
      </QueryClientProvider>,
    ),
  );
};

/** Lets antd's animations, validation and the mutations run. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 60)));

/** The button whose text is this (spaces aside: antd spaces two-character labels), clicked and settled. */
export const click = async (text: string) => {
  const found = [...document.querySelectorAll('button')].find(
    (element) => element.textContent?.replace(/\s/g, '') === text,
  );
  if (!found) throw new Error(`no button ${text}`);
  await act(async () => found.click());
  await settle();
  await settle();
};

/** Types into an input or a text area as a user does, so React and antd's Form see the change. */
export const typeInto = async (field: HTMLInputElement | HTMLTextAreaElement, text: string) => {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  await act(async () => {
    setter?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
};

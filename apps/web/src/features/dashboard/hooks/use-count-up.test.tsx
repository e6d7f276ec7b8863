// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useCountUp } from './use-count-up.ts';

const Figure = ({ start }: { start: boolean }) => <b>{useCountUp(5873, start)}</b>;

const host = document.createElement('div');
document.body.append(host);
const errors: unknown[] = [];

afterEach(() => {
  host.replaceChildren();
  errors.length = 0;
});

describe('useCountUp', () => {
  it('counts from zero when the browser draws the figure itself', async () => {
    const root = createRoot(host);
    await act(async () => root.render(<Figure start={false} />));
    expect(host.textContent).toBe('0');
    await act(async () => root.unmount());
  });

  it('shows the figure at once on a page the server drew, and keeps it when the browser takes the page over', async () => {
    const markup = renderToString(<Figure start={false} />);
    expect(markup).toBe('<b>5873</b>');
    host.innerHTML = markup;
    const drawn = host.firstChild;
    const root = await act(async () =>
      hydrateRoot(host, <Figure start={false} />, { onRecoverableError: (error) => errors.push(error) }),
    );
    // the figure starts counting when it is seen: from what the reader already sees, not from zero
    await act(async () => root.render(<Figure start />));
    expect(host.textContent).toBe('5873');
    expect(host.firstChild).toBe(drawn);
    expect(errors).toEqual([]);
    await act(async () => root.unmount());
  });
});

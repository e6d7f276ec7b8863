// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp, typeInto, unmount } from '../../lib/jsdom-test-support.tsx';
import { TextAreaLook, TextInputLook } from './input-look.tsx';

afterEach(unmount);

describe('the inputs drawn as antd draws them', () => {
  it('counts what is in a field against its limit, as it is typed', async () => {
    const screen = renderWithApp(<TextInputLook id="title" defaultValue="春茶" maxLength={100} showCount />);
    expect(screen.querySelector('.input-look__count')?.textContent).toBe('2 / 100');
    await typeInto('#title', '雷山县银球茶');
    expect(screen.querySelector('.input-look__count')?.textContent).toBe('6 / 100');
  });

  it('draws a field without a count as one outlined input, disabled when asked', () => {
    const screen = renderWithApp(<TextInputLook id="source" defaultValue="" disabled />);
    const input = screen.querySelector('input');
    expect(input?.className).toBe('input-look input-look--disabled');
    expect(input?.disabled).toBe(true);
  });

  it('counts a text area under it and keeps its rows between the limits', async () => {
    const screen = renderWithApp(
      <TextAreaLook
        id="summary"
        defaultValue=""
        maxLength={300}
        showCount
        autoSize={{ minRows: 2, maxRows: 4 }}
      />,
    );
    expect(screen.querySelector('.input-look__area-count')?.textContent).toBe('0 / 300');
    await typeInto('#summary', '罗甸县火龙果错季上市');
    expect(screen.querySelector('.input-look__area-count')?.textContent).toBe('10 / 300');
    const area = screen.querySelector('textarea');
    expect(area?.style.minHeight).not.toBe('');
    expect(area?.style.maxHeight).not.toBe('');
  });
});

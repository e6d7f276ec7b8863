// @vitest-environment jsdom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, typeInto } from '../../lib/jsdom-test-support.tsx';
import { SearchBox } from './search-box.tsx';

/** The box as a list holds it: what is typed is kept by the list, searched on request. */
const Harness = ({ onSearch, initial = '' }: { onSearch: (value: string) => void; initial?: string }) => {
  const [value, setValue] = useState(initial);
  return (
    <SearchBox
      aria-label="搜索资讯"
      placeholder="搜索资讯标题或摘要"
      buttonText="搜索"
      maxLength={50}
      value={value}
      onChange={setValue}
      onSearch={onSearch}
    />
  );
};

const box = (screen: HTMLElement) => screen.querySelector<HTMLInputElement>('input[type="search"]');
const pressEnter = (input: HTMLInputElement, isComposing = false) =>
  act(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, isComposing }));
  });

describe('SearchBox', () => {
  it('is a named search box (no antd Input) with its limit and its button', () => {
    const screen = renderWithApp(<Harness onSearch={vi.fn()} />);
    expect(box(screen)?.getAttribute('aria-label')).toBe('搜索资讯');
    expect(box(screen)?.maxLength).toBe(50);
    expect(screen.querySelector('.ant-input')).toBeNull();
    expect(screen.querySelector('.search-box__button')?.textContent?.replace(/\s/g, '')).toBe('搜索');
    expect(screen.querySelector('.search-box__clear'), 'nothing to clear yet').toBeNull();
  });

  it('searches what was typed on Enter and on the button, but not on the Enter that ends a composition', async () => {
    const onSearch = vi.fn();
    const screen = renderWithApp(<Harness onSearch={onSearch} />);
    const input = box(screen) as HTMLInputElement;
    await typeInto(input, '茶叶');
    pressEnter(input, true);
    expect(onSearch, 'the input method took that Enter').not.toHaveBeenCalled();
    pressEnter(input);
    expect(onSearch).toHaveBeenLastCalledWith('茶叶');
    act(() => screen.querySelector<HTMLButtonElement>('.search-box__button')?.click());
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(onSearch).toHaveBeenLastCalledWith('茶叶');
  });

  it('clearing the box empties it and searches for everything again', async () => {
    const onSearch = vi.fn();
    const screen = renderWithApp(<Harness onSearch={onSearch} initial="茶叶" />);
    const clear = screen.querySelector<HTMLButtonElement>('.search-box__clear');
    expect(clear?.getAttribute('aria-label')).toBe('清除关键词');
    act(() => clear?.click());
    expect(onSearch).toHaveBeenCalledWith('');
    expect(box(screen)?.value).toBe('');
    expect(screen.querySelector('.search-box__clear')).toBeNull();
  });

  it('without a button text is a field of its own that searches on Enter', async () => {
    const onSearch = vi.fn();
    const screen = renderWithApp(
      <SearchBox aria-label="所在主体" value="苗岭" onChange={vi.fn()} onSearch={onSearch} />,
    );
    expect(screen.querySelector('.search-box__button')).toBeNull();
    expect(screen.querySelector('.search-box')?.classList.contains('search-box--alone')).toBe(true);
    pressEnter(box(screen) as HTMLInputElement);
    expect(onSearch).toHaveBeenCalledWith('苗岭');
  });

  it('searches what the box holds, also words typed before the app took a server-drawn page over', () => {
    const onSearch = vi.fn();
    const onChange = vi.fn();
    const screen = renderWithApp(
      <SearchBox aria-label="搜索资讯" buttonText="搜索" value="" onChange={onChange} onSearch={onSearch} />,
    );
    // typed into the server's markup: the box holds it, React's state does not
    const input = box(screen) as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, '刺梨');
    act(() => screen.querySelector<HTMLButtonElement>('.search-box__button')?.click());
    expect(onSearch).toHaveBeenCalledWith('刺梨');
    expect(onChange).toHaveBeenCalledWith('刺梨');
  });
});

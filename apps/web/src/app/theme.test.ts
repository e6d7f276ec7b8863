import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { brand, theme } from './theme.ts';

/** WCAG 2 contrast ratio of two opaque colours, or of a translucent black text colour over `background`. */
const channels = (colour: string, background = '#FFFFFF'): [number, number, number] => {
  const rgba = /^rgba\(\s*0,\s*0,\s*0,\s*([\d.]+)\s*\)$/.exec(colour);
  if (rgba) {
    const alpha = Number(rgba[1]);
    return channels(background).map((value) => value * (1 - alpha)) as [number, number, number];
  }
  const hex = /^#([\da-f]{6})$/i.exec(colour)?.[1];
  if (!hex) throw new Error(`not a colour this test reads: ${colour}`);
  return [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
};

const luminance = ([red, green, blue]: [number, number, number]): number => {
  const linear = (value: number) => {
    const share = value / 255;
    return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
};

const contrast = (text: string, background: string): number => {
  const [lighter, darker] = [luminance(channels(text, background)), luminance(channels(background))].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
};

const token = antdTheme.getDesignToken(theme);
/** What a component sees: the global tokens with the component's own overrides on top. */
const tagToken = { ...token, ...theme.components?.Tag };

const AA = 4.5;

describe('the theme meets WCAG AA contrast (LOOK.md)', () => {
  it.each([
    ['secondary text', token.colorTextSecondary],
    ['helper and description text', token.colorTextDescription],
    ['tertiary text', token.colorTextTertiary],
    ['input placeholders', token.colorTextPlaceholder],
  ])('%s on white and on the grey band', (_, colour) => {
    expect(contrast(colour, '#FFFFFF')).toBeGreaterThanOrEqual(AA);
    expect(contrast(colour, brand.band)).toBeGreaterThanOrEqual(AA);
  });

  it.each([
    ['error text', token.colorError],
    ['warning text', token.colorWarningText],
  ])('%s on white', (_, colour) => {
    expect(contrast(colour, '#FFFFFF')).toBeGreaterThanOrEqual(AA);
  });

  const presets = [
    'blue',
    'purple',
    'cyan',
    'green',
    'magenta',
    'red',
    'orange',
    'yellow',
    'volcano',
    'geekblue',
    'lime',
    'gold',
  ] as const;
  it.each(presets)('a %s tag: its text on its own light background', (colour) => {
    const text = token[`${colour}7`];
    const background = token[`${colour}1`];
    expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(AA);
    // antd writes both names to one CSS variable, --ant-<colour>-7: the legacy one must not bring antd's shade back
    expect(token[`${colour}-7`]).toBe(text);
  });

  it.each([
    ['success', tagToken.colorSuccess, tagToken.colorSuccessBg],
    ['processing', tagToken.colorInfo, tagToken.colorInfoBg],
    ['warning', tagToken.colorWarning, tagToken.colorWarningBg],
    ['error', tagToken.colorError, tagToken.colorErrorBg],
  ])('a %s status tag: its text on its background', (_, text, background) => {
    expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(AA);
  });
});

describe('a switch says 开启 or 关闭 in white on its own colour', () => {
  const switchToken = { ...token, ...theme.components?.Switch };
  it.each([
    ['unchecked', switchToken.colorTextQuaternary],
    ['unchecked, under the pointer', switchToken.colorTextTertiary],
    ['checked', switchToken.colorPrimary],
  ])('%s', (_, background) => {
    const opaque = `#${channels(background)
      .map((value) => Math.round(value).toString(16).padStart(2, '0'))
      .join('')}`;
    expect(contrast('#FFFFFF', opaque), `white on ${background}`).toBeGreaterThanOrEqual(AA);
  });
});

describe('alerts and selected items follow the palette', () => {
  it('the info alert sits on a light tint of the primary green, not antd’s derived grey-green', () => {
    expect(token.colorInfoBg).toBe(brand.greenTint);
    expect(token.colorInfoBg.toLowerCase()).not.toBe('#afbab3');
    const [red, green, blue] = channels(token.colorInfoBg);
    expect(green).toBeGreaterThan(red);
    expect(green).toBeGreaterThan(blue);
    expect(luminance([red, green, blue])).toBeGreaterThan(0.85);
    expect(contrast(token.colorText, token.colorInfoBg)).toBeGreaterThanOrEqual(AA);
  });

  it('a selected option or row is tinted the same way', () => {
    expect(luminance(channels(token.controlItemBgActive))).toBeGreaterThan(0.85);
  });
});

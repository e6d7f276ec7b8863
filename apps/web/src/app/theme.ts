import type { ThemeConfig } from 'antd';
import type { ColorPalettes, LegacyColorPalettes, PresetColorKey } from 'antd/es/theme/interface';

/** LOOK.md tokens, set once. */
export const brand = {
  primary: '#1F7A4C',
  primaryDark: '#0F3D26',
  gold: '#D99A1E',
  /** Gold for text on white (the light gold fails contrast). */
  goldText: '#9A6A00',
  band: '#F4F6F5',
  /** A light tint of the primary green: information, success and selected items sit on it. */
  greenTint: '#EEF6F1',
  greenTintBorder: '#CFE5D8',
  /** Red for errors and their text: antd's #ff4d4f is 3.3:1 on white. */
  error: '#CF1322',
} as const;

/**
 * Text a little lighter than body text: secondary, helper and description text, and input placeholders. antd derives
 * them from black at 45% and 25% (#8c8c8c, 3.4:1; #bfbfbf, 1.8:1), below WCAG AA's 4.5:1 on white (LOOK.md).
 */
const TEXT_TERTIARY = 'rgba(0, 0, 0, 0.6)';
const TEXT_PLACEHOLDER = 'rgba(0, 0, 0, 0.58)';

/**
 * The text shade (7) of the preset tag colours whose antd shade is below 4.5:1 on the tag's own light background
 * (gold 2.8:1, green 3.4:1, orange 3.3:1, …): the next darker shade of the same hue, or the brand's own green and gold.
 */
const TAG_TEXT_SHADES = {
  gold: brand.goldText,
  green: brand.primary,
  orange: '#AD4E00',
  volcano: '#AD2102',
  yellow: '#876800',
  lime: '#3F6600',
  cyan: '#006D75',
} as const satisfies Partial<Record<PresetColorKey, string>>;

/**
 * Each shade under both of antd's names for it (`gold7` and the legacy `gold-7`): both become the CSS variable
 * `--ant-gold-7`, and the legacy one, derived from the seed, would otherwise win.
 */
const tagTextTokens = Object.fromEntries(
  Object.entries(TAG_TEXT_SHADES).flatMap(([colour, shade]) => [
    [`${colour}7`, shade],
    [`${colour}-7`, shade],
  ]),
) as Partial<ColorPalettes & LegacyColorPalettes>;

export const FONT_FAMILY =
  '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif';

/**
 * The class that carries the theme's CSS variables (`--ant-color-text`, …): fixed rather than generated per render,
 * so the root element can carry it (provider.tsx) and global.css can use the variables.
 */
export const THEME_CSS_VAR_KEY = 'rrsp-theme';

export const theme: ThemeConfig = {
  cssVar: { key: THEME_CSS_VAR_KEY },
  token: {
    // popups (dialogs, menus, confirmations) appear where they stay: a zoom or slide moved a button between the press
    // and the release of a click on a busy machine, and the click went to the page behind it (decision 030)
    motion: false,
    colorPrimary: brand.primary,
    colorInfo: brand.primary,
    colorLink: brand.primary,
    colorWarning: brand.gold,
    fontFamily: FONT_FAMILY,
    fontSize: 14,
    fontSizeHeading1: 32,
    fontSizeHeading2: 24,
    fontSizeHeading3: 20,
    fontSizeHeading4: 16,
    borderRadius: 6,
    colorBgLayout: brand.band,
    colorTextTertiary: TEXT_TERTIARY,
    colorTextDescription: TEXT_TERTIARY,
    colorTextPlaceholder: TEXT_PLACEHOLDER,
    colorWarningText: brand.goldText,
    colorError: brand.error,
    // antd derives the light tints of a green this dark as a muddy grey-green (#AFBAB3): the palette's tint instead
    colorPrimaryBg: '#E8F3EC',
    colorPrimaryBgHover: '#D4EADC',
    colorInfoBg: brand.greenTint,
    colorInfoBgHover: '#DCEEE3',
    colorInfoBorder: brand.greenTintBorder,
    ...tagTextTokens,
  },
  components: {
    // an unchecked switch is drawn in the quaternary text colour (#bfbfbf) under its white 关闭: 1.8:1
    Switch: {
      colorTextQuaternary: 'rgba(0, 0, 0, 0.55)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    },
    // a status tag writes its text in the status colour itself, on the status's light background
    Tag: {
      colorSuccess: brand.primary,
      colorSuccessBg: brand.greenTint,
      colorSuccessBorder: brand.greenTintBorder,
      colorWarning: brand.goldText,
    },
    Layout: {
      headerBg: '#FFFFFF',
      headerHeight: 64,
      headerPadding: '0 24px',
      bodyBg: brand.band,
      footerBg: brand.primaryDark,
      siderBg: '#FFFFFF',
    },
    Menu: {
      itemSelectedColor: brand.primary,
      horizontalItemSelectedColor: brand.primary,
      itemSelectedBg: '#E8F3EC',
    },
  },
};

/** The height of a phone's main targets (LOOK.md: 44 px for the main ones; antd draws its controls 32 px high). */
export const PHONE_TARGET = 44;

/** Every size of a control (small, middle, large) at the phone's target height. */
const thumbSized = {
  controlHeight: PHONE_TARGET,
  controlHeightSM: PHONE_TARGET,
  controlHeightLG: PHONE_TARGET,
} as const;

/**
 * The theme on a phone (provider.tsx picks it at PHONE_QUERY): the main controls are thumb-sized (buttons, fields,
 * selects, date pickers, pagination, tabs, segmented and radio buttons, menu rows), whatever size a page gave them;
 * everything else, and the desktop, is drawn as `theme` draws it. Only the controls change, not the global control
 * height, which avatars and skeletons are sized by too.
 */
export const phoneTheme: ThemeConfig = {
  ...theme,
  components: {
    ...theme.components,
    Button: thumbSized,
    Input: thumbSized,
    InputNumber: thumbSized,
    Select: thumbSized,
    Cascader: thumbSized,
    DatePicker: thumbSized,
    Radio: thumbSized,
    // a segmented option is the control less its track's 2-px padding on each side
    Segmented: {
      controlHeight: PHONE_TARGET + 4,
      controlHeightSM: PHONE_TARGET + 4,
      controlHeightLG: PHONE_TARGET + 4,
    },
    // a form's labels line up with its fields
    Form: thumbSized,
    Pagination: { ...thumbSized, itemSize: PHONE_TARGET, itemSizeSM: PHONE_TARGET, itemSizeLG: PHONE_TARGET },
    // a line tab is its text (22 px) and its padding: 11 px above and below at every size
    Tabs: {
      ...thumbSized,
      cardHeight: PHONE_TARGET,
      cardHeightSM: PHONE_TARGET,
      cardHeightLG: PHONE_TARGET,
      horizontalItemPaddingSM: '11px 0',
    },
    Menu: { ...theme.components?.Menu, itemHeight: PHONE_TARGET },
  },
};

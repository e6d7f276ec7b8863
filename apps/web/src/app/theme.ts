import type { ThemeConfig } from 'antd';

/** LOOK.md tokens, set once. */
export const brand = {
  primary: '#1F7A4C',
  primaryDark: '#0F3D26',
  gold: '#D99A1E',
  /** Gold for text on white (the light gold fails contrast). */
  goldText: '#9A6A00',
  band: '#F4F6F5',
} as const;

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
  },
  components: {
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

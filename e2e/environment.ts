import os from 'node:os';
import path from 'node:path';

/** Where the e2e server listens and keeps its data; shared by the config and the specs that read the outbox. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const DATA_DIR = path.join(os.tmpdir(), `rrsp-e2e-${PORT}`);

/**
 * When set, the page walks (accessibility and phone specs) keep a full-page screenshot of every page they open, as
 * `<dir>/<width>/<role>/<page key>.png`, for a person to look at; unset in CI.
 */
export const PAGE_SHOTS_DIR = process.env.PAGE_SHOTS_DIR;

/** Every browser context of the suite: a desktop window in China. */
export const CONTEXT_OPTIONS = {
  viewport: { width: 1440, height: 900 },
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
} as const;

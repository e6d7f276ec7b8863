import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type PartnerSettings, parsePartners } from './partners.ts';
import { SEND_RULES } from './platform/verification/send-rules.ts';

/** The one place that reads environment variables (DESIGN.md §2 keeps these names stable). */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['true', '1', 'on', 'yes'].includes(value),
    );

/** An optional text setting: unset, empty or blank all mean "not set". */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const isHttpUrl = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
};

// `name <address>` or a bare address; nodemailer encodes a Chinese display name itself.
const MAIL_ADDRESS = /^(?:[^<>]*<\s*[^\s@<>]+@[^\s@<>]+\s*>|[^\s@<>]+@[^\s@<>]+)$/;

/** proxy-addr's names for whole ranges, as Fastify's `trustProxy` accepts them. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string): boolean => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

const TRUST_PROXY_HELP =
  '请写前面代理的层数（只有一层 nginx 写 1），或受信任代理的地址/网段列表（如 10.0.0.0/8,127.0.0.1）；不经代理直接对外时不要设置';

/**
 * Which proxies may tell us the client's address. `true` (trust every X-Forwarded-For entry) let a client name its
 * own address behind nginx, which appends to the header rather than replacing it (issue 8); so only a hop count or a
 * list of the proxies' own addresses is accepted, and the old flags are refused with what to write instead.
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '') return false;
    if (/^(true|false|yes|no|on|off)$/i.test(text)) {
      ctx.addIssue({ code: 'custom', message: `不再接受 ${text}：${TRUST_PROXY_HELP}` });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops < 1 || hops > 10) {
        ctx.addIssue({ code: 'custom', message: `代理层数须在 1 到 10 之间；${TRUST_PROXY_HELP}` });
        return z.NEVER;
      }
      return hops;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `无法识别的代理地址 ${wrong.map((entry) => `“${entry}”`).join('、')}；${TRUST_PROXY_HELP}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** The modules that exist (src/modules); SERVICES may name only these. */
export const MODULES = ['portal', 'datacollect', 'sso', 'account', 'realtime'] as const;
export type ModuleKey = (typeof MODULES)[number];

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value.trim() : undefined))
      .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
        message: '必须是 postgres:// 或 postgresql:// 开头的连接串',
      }),
    SERVICES: z
      .string()
      .default('all')
      .transform((value, ctx) => {
        const wanted =
          value.trim() === '' || value.trim() === 'all'
            ? [...MODULES]
            : [...new Set(value.split(',').map((part) => part.trim()))].filter(Boolean);
        const unknown = wanted.filter((name) => !(MODULES as readonly string[]).includes(name));
        if (unknown.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `未知模块 ${unknown.join(', ')}；可选 ${MODULES.join(', ')} 或 all`,
          });
          return z.NEVER;
        }
        return wanted as ModuleKey[];
      }),
    SEED_DEMO: flag(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ENDPOINT: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    S3_FORCE_PATH_STYLE: flag(true),
    S3_PREFIX: optionalText,
    FILE_LINK_SECRET: optionalText,
    JOBS_WORKER: flag(true),
    JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(2),
    JOBS_BULK_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(1),
    EXPORT_TTL_HOURS: z.coerce
      .number()
      .min(0.01)
      .max(24 * 90)
      .default(24 * 7),
    LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
    SMS_DRIVER: z.enum(['console', 'http']).default('console'),
    SMS_HTTP_URL: optionalText,
    SMS_HTTP_TOKEN: optionalText,
    SMS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    MAIL_DRIVER: z.enum(['console', 'smtp']).default('console'),
    SMTP_HOST: optionalText,
    SMTP_PORT: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce.number().int().min(1).max(65535).optional(),
    ),
    SMTP_SECURE: flag(false),
    SMTP_USER: optionalText,
    // Passwords are taken as written: surrounding spaces may be part of them.
    SMTP_PASS: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    MAIL_FROM: optionalText,
    TEST_TOKENS: flag(false),
    /** JSON array of the partner platforms (see partners.ts); unset: the demo partners, except in production. */
    PARTNER_PLATFORMS: optionalText,
    WEB_DIST: z.string().optional(),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(1024 * 1024),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(120),
    SESSION_MAX_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(7 * 24),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    TRUST_PROXY: trustProxySetting,
    // a whole request, headers and body; the largest upload (a 10 MB licence) must fit on a slow rural uplink
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
    CAPTCHA_FREE_CODE_SENDS_PER_HOUR: z.coerce
      .number()
      .int()
      .min(0)
      .max(100_000)
      .default(SEND_RULES.captchaAfter.limit),
    CAPTCHA_FREE_SIGN_IN_FAILURES_PER_IP: z.coerce.number().int().min(0).max(100_000).default(10),
    // one address may be a whole county office behind one NAT: a deployment raises it there
    CODE_SENDS_PER_ADDRESS_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(SEND_RULES.perAddress.limit),
    // public answers prepared once and served as bytes (docs/decisions/015); 0 turns the cache off
    PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    PUBLIC_CACHE_MEGABYTES: z.coerce.number().int().min(1).max(4096).default(64),
    // a fed figure (sales, deliveries, control centres, deals) not reported for longer is shown as not up to date
    FEED_STALE_HOURS: z.coerce
      .number()
      .min(0.1)
      .max(24 * 365)
      .default(48),
    // the bearer token a Prometheus scraper sends to read /metrics; unset: /metrics does not exist
    METRICS_TOKEN: optionalText.refine(
      (value) => value === undefined || /^[\x21-\x7e]{16,256}$/.test(value),
      {
        message: '监控令牌须为 16 到 256 个可见 ASCII 字符（不含空格），例如 openssl rand -hex 32 的输出',
      },
    ),
  })
  .superRefine((env, ctx) => {
    if (env.TEST_TOKENS && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['TEST_TOKENS'], message: '生产环境不允许开启测试令牌' });
    }
    if (env.SMS_HTTP_URL !== undefined && !isHttpUrl(env.SMS_HTTP_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_HTTP_URL'],
        message: '必须是 http:// 或 https:// 开头的网址',
      });
    } else if (env.SMS_DRIVER === 'http' && env.SMS_HTTP_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_HTTP_URL'],
        message: 'SMS_DRIVER=http 时必须设置短信网关地址（http:// 或 https:// 开头）',
      });
    }
    if (env.STORAGE === 's3') {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (env[name] === undefined) {
          ctx.addIssue({ code: 'custom', path: [name], message: `STORAGE=s3 时必须设置 ${name}` });
        }
      }
    }
    if (env.S3_ENDPOINT !== undefined && !isHttpUrl(env.S3_ENDPOINT)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message: '必须是 http:// 或 https:// 开头的网址',
      });
    }
    if (env.S3_PREFIX !== undefined && !/^[a-z0-9][a-z0-9/-]{0,60}$/.test(env.S3_PREFIX)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_PREFIX'],
        message: '只能包含小写字母、数字、“-”和“/”，例如 rrsp/prod',
      });
    }
    if (env.MAIL_DRIVER === 'smtp' && env.SMTP_HOST === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_HOST'],
        message: 'MAIL_DRIVER=smtp 时必须设置邮件服务器地址',
      });
    }
    if (env.MAIL_FROM !== undefined && !MAIL_ADDRESS.test(env.MAIL_FROM)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message:
          '发件人格式不正确，应为“名称 <地址>”或“地址”，例如 乡村振兴服务平台 <noreply@example.gov.cn>',
      });
    } else if (env.MAIL_DRIVER === 'smtp' && env.MAIL_FROM === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'MAIL_DRIVER=smtp 时必须设置发件人，例如 乡村振兴服务平台 <noreply@example.gov.cn>',
      });
    }
    if ((env.SMTP_USER === undefined) !== (env.SMTP_PASS === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.SMTP_USER === undefined ? 'SMTP_USER' : 'SMTP_PASS'],
        message: 'SMTP_USER 与 SMTP_PASS 须同时设置（或都不设置）',
      });
    }
  });

/** How SMS leave the platform: the console outbox, or an HTTP gateway of the operator's SMS provider. */
export type SmsSettings =
  | { driver: 'console' }
  | { driver: 'http'; url: string; token: string | undefined; timeoutMs: number };

/** How e-mail leaves the platform: the console outbox, or an SMTP relay. */
export type MailSettings =
  | { driver: 'console' }
  | {
      driver: 'smtp';
      host: string;
      port: number;
      secure: boolean;
      auth: { user: string; pass: string } | undefined;
      from: string;
    };

/** Where uploaded files live (docs/decisions/010). */
export interface S3Settings {
  driver: 's3';
  bucket: string;
  /** Huawei OBS in Guiyang is cn-southwest-2; any string the store accepts. */
  region: string;
  /** Unset for AWS itself; the store's address for OBS, MinIO and the like. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** A folder inside the bucket, so one bucket can serve several environments. */
  prefix: string | undefined;
  linkSecret: string | undefined;
}
export type StorageSettings = { driver: 'local'; linkSecret: string | undefined } | S3Settings;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  services: ModuleKey[];
  seedDemo: boolean;
  logLevel: string;
  storage: StorageSettings;
  /**
   * Background jobs (docs/decisions/009, 028): whether this instance runs a worker, and how many jobs at once in the
   * prompt lane (notices, deliveries) and in the bulk lane (exports).
   */
  jobs: { runWorker: boolean; concurrency: number; bulkConcurrency: number };
  /** How long a data-centre export can be downloaded after it is made (issue 22). */
  exportTtlMs: number;
  /** `pretty` for a person at a terminal, `json` for log collectors; `auto` decides by whether stdout is a terminal. */
  logFormat: 'auto' | 'pretty' | 'json';
  smsDriver: SmsSettings['driver'];
  mailDriver: MailSettings['driver'];
  testTokens: boolean;
  webDist: string;
  bodyLimitBytes: number;
  session: { idleMs: number; maxAgeMs: number };
  shutdownGraceMs: number;
  /**
   * Behind proxies: how many hops of X-Forwarded-For to believe, counted from our side, or the proxies' own
   * addresses/CIDRs; `false` ignores the header.
   */
  trustProxy: false | number | string[];
  /** How long a client may take to send one whole request (headers and body) before it is answered 408 and closed. */
  requestTimeoutMs: number;
  /** Risk-based captcha: how much one address may do before a captcha is asked for (docs/decisions/006). */
  captcha: { freeCodeSendsPerHour: number; freeSignInFailuresPerIp: number };
  /** Codes one address (client IP) may have sent per hour, whatever the captcha says (docs/decisions/006). */
  codeSendsPerAddressPerHour: number;
  notifier: { sms: SmsSettings; mail: MailSettings };
  /** The partner platforms of this environment (DESIGN.md §5): where a settled tenant jumps with a ticket. */
  partners: PartnerSettings[];
  /**
   * Public answers kept as prepared bytes (docs/decisions/015): how long one may be served at most (a safety net:
   * changes drop them at once), and how much memory they may take. `ttlMs` 0 turns the cache off.
   */
  publicCache: { ttlMs: number; maxBytes: number };
  /** The bearer token `/metrics` asks for (issue 23); undefined: metrics are not served. */
  metricsToken: string | undefined;
  /** How long a feed of the ingest API may stay silent before the dashboard shows its figures as not up to date. */
  feedStaleHours: number;
}

export class ConfigError extends Error {}

const serverRoot = path.resolve(import.meta.dirname, '..');

/**
 * Where the user typed the command: npm runs workspace scripts inside the workspace, so a relative path the user gave
 * (DATA_DIR, a command's `--out`) means relative to the directory npm was started in.
 */
export const invocationDirectory = (source: NodeJS.ProcessEnv = process.env): string =>
  source.INIT_CWD ?? process.cwd();

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(环境变量)'}: ${issue.message}`,
    );
    throw new ConfigError(`配置有误，服务未启动：\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  let partners: PartnerSettings[];
  try {
    partners = parsePartners(env.PARTNER_PLATFORMS, env.NODE_ENV);
  } catch (error) {
    throw new ConfigError(`配置有误，服务未启动：\n  - ${(error as Error).message}`);
  }
  return {
    partners,
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(invocationDirectory(source), env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    services: env.SERVICES,
    seedDemo: env.SEED_DEMO,
    logLevel: env.LOG_LEVEL,
    storage:
      env.STORAGE === 's3' && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            driver: 's3',
            bucket: env.S3_BUCKET,
            region: env.S3_REGION ?? 'cn-southwest-2',
            endpoint: env.S3_ENDPOINT,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            prefix: env.S3_PREFIX,
            linkSecret: env.FILE_LINK_SECRET,
          }
        : { driver: 'local', linkSecret: env.FILE_LINK_SECRET },
    jobs: {
      runWorker: env.JOBS_WORKER,
      concurrency: env.JOBS_CONCURRENCY,
      bulkConcurrency: env.JOBS_BULK_CONCURRENCY,
    },
    exportTtlMs: Math.round(env.EXPORT_TTL_HOURS * 3_600_000),
    logFormat: env.LOG_FORMAT,
    smsDriver: env.SMS_DRIVER,
    mailDriver: env.MAIL_DRIVER,
    testTokens: env.TEST_TOKENS,
    webDist: path.resolve(env.WEB_DIST ?? path.join(serverRoot, '..', 'web', 'dist')),
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    session: { idleMs: env.SESSION_IDLE_MINUTES * 60_000, maxAgeMs: env.SESSION_MAX_HOURS * 3_600_000 },
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    publicCache: {
      ttlMs: env.PUBLIC_CACHE_SECONDS * 1000,
      maxBytes: env.PUBLIC_CACHE_MEGABYTES * 1024 * 1024,
    },
    metricsToken: env.METRICS_TOKEN,
    feedStaleHours: env.FEED_STALE_HOURS,
    trustProxy: env.TRUST_PROXY,
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    captcha: {
      freeCodeSendsPerHour: env.CAPTCHA_FREE_CODE_SENDS_PER_HOUR,
      freeSignInFailuresPerIp: env.CAPTCHA_FREE_SIGN_IN_FAILURES_PER_IP,
    },
    codeSendsPerAddressPerHour: env.CODE_SENDS_PER_ADDRESS_PER_HOUR,
    notifier: {
      sms:
        env.SMS_DRIVER === 'http' && env.SMS_HTTP_URL
          ? {
              driver: 'http',
              url: env.SMS_HTTP_URL,
              token: env.SMS_HTTP_TOKEN,
              timeoutMs: env.SMS_HTTP_TIMEOUT_MS,
            }
          : { driver: 'console' },
      mail:
        env.MAIL_DRIVER === 'smtp' && env.SMTP_HOST && env.MAIL_FROM
          ? {
              driver: 'smtp',
              host: env.SMTP_HOST,
              // 465 is SMTP over TLS; 587 is submission with STARTTLS, which nodemailer uses when offered.
              port: env.SMTP_PORT ?? (env.SMTP_SECURE ? 465 : 587),
              secure: env.SMTP_SECURE,
              auth:
                env.SMTP_USER && env.SMTP_PASS !== undefined
                  ? { user: env.SMTP_USER, pass: env.SMTP_PASS }
                  : undefined,
              from: env.MAIL_FROM,
            }
          : { driver: 'console' },
    },
  };
};

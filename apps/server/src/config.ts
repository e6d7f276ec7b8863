import path from 'node:path';
import { z } from 'zod';

/** The one place that reads environment variables (DESIGN.md §2 keeps these names stable). */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['true', '1', 'on', 'yes'].includes(value),
    );

const MODULES = ['portal', 'datacollect', 'sso', 'account', 'realtime'] as const;
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
            : value.split(',').map((s) => s.trim());
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
    STORAGE: z.enum(['local']).default('local'),
    SMS_DRIVER: z.enum(['console']).default('console'),
    MAIL_DRIVER: z.enum(['console']).default('console'),
    TEST_TOKENS: flag(false),
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
  })
  .superRefine((env, ctx) => {
    if (env.TEST_TOKENS && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['TEST_TOKENS'], message: '生产环境不允许开启测试令牌' });
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  services: ModuleKey[];
  seedDemo: boolean;
  logLevel: string;
  storage: 'local';
  smsDriver: 'console';
  mailDriver: 'console';
  testTokens: boolean;
  webDist: string;
  bodyLimitBytes: number;
  session: { idleMs: number; maxAgeMs: number };
  shutdownGraceMs: number;
}

export class ConfigError extends Error {}

const serverRoot = path.resolve(import.meta.dirname, '..');

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(环境变量)'}: ${issue.message}`,
    );
    throw new ConfigError(`配置有误，服务未启动：\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    // npm runs workspace scripts inside the workspace; a relative DATA_DIR means relative to where the user typed the command.
    dataDir: path.resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    services: env.SERVICES,
    seedDemo: env.SEED_DEMO,
    logLevel: env.LOG_LEVEL,
    storage: env.STORAGE,
    smsDriver: env.SMS_DRIVER,
    mailDriver: env.MAIL_DRIVER,
    testTokens: env.TEST_TOKENS,
    webDist: path.resolve(env.WEB_DIST ?? path.join(serverRoot, '..', 'web', 'dist')),
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    session: { idleMs: env.SESSION_IDLE_MINUTES * 60_000, maxAgeMs: env.SESSION_MAX_HOURS * 3_600_000 },
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
  };
};

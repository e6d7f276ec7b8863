import { parseArgs } from 'node:util';
import type { OutboxEntry, OutboxPage, OutboxQuery } from './outbox-repository.ts';

export const OUTBOX_USAGE = `用法：npm run outbox [-- 选项]
  （默认）          显示最近 20 条短信和邮件，最新的在最后
  --limit N         显示最近 N 条
  --all             显示全部
  --mobile 手机号   只看发往该手机号的短信
  --email 邮箱      只看发往该邮箱的邮件
  --help            显示本说明`;

export class OutboxUsageError extends Error {}

export const DEFAULT_OUTBOX_LIMIT = 20;

/** Reads the command line of `npm run outbox` into a query; a wrong option is an OutboxUsageError with the usage. */
export const parseOutboxArgs = (argv: string[]): OutboxQuery | 'help' => {
  let parsed: ReturnType<typeof parse>;
  const parse = (args: string[]) =>
    parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        all: { type: 'boolean' },
        limit: { type: 'string', short: 'n' },
        mobile: { type: 'string' },
        email: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new OutboxUsageError(`参数有误：${(error as Error).message}\n${OUTBOX_USAGE}`);
  }
  const { all, limit, mobile, email, help } = parsed.values;
  if (help) return 'help';
  if (mobile !== undefined && email !== undefined) {
    throw new OutboxUsageError(`--mobile 与 --email 只能选一个\n${OUTBOX_USAGE}`);
  }
  let count: number | undefined = DEFAULT_OUTBOX_LIMIT;
  if (all) count = undefined;
  else if (limit !== undefined) {
    count = Number(limit);
    if (!Number.isInteger(count) || count < 1) {
      throw new OutboxUsageError(`--limit 须为正整数，收到“${limit}”\n${OUTBOX_USAGE}`);
    }
  }
  const recipient = (mobile ?? email)?.trim();
  return {
    limit: count,
    ...(recipient ? { recipient, channel: mobile !== undefined ? 'sms' : 'email' } : {}),
  };
};

/**
 * The root script runs `npm run outbox --workspace @rrsp/server` without a trailing `--`, so the options of
 * `npm run outbox -- --limit 5` reach the inner npm, which keeps them as its own settings (`npm_config_limit=true`)
 * and passes only the bare value ("5") on. This puts the command line back together from those leftovers.
 */
export const recoverNpmArgs = (argv: string[], npmConfig: Record<string, string | undefined>): string[] => {
  const recovered: string[] = [];
  const values = [...argv];
  const takeValue = (fits: (value: string) => boolean) => {
    const at = values.findIndex(fits);
    return at === -1 ? undefined : values.splice(at, 1)[0];
  };
  for (const name of ['all', 'help'] as const) {
    if (npmConfig[`npm_config_${name}`] === 'true') recovered.push(`--${name}`);
  }
  const kinds = {
    limit: (value: string) => /^\d+$/.test(value) && value.length < 7,
    email: (value: string) => value.includes('@'),
    mobile: (value: string) => !value.startsWith('-') && !value.includes('@'),
  };
  for (const name of ['limit', 'email', 'mobile'] as const) {
    const setting = npmConfig[`npm_config_${name}`];
    if (setting === undefined || setting === '') continue;
    const value = setting === 'true' ? takeValue(kinds[name]) : setting;
    recovered.push(value === undefined ? `--${name}` : `--${name}=${value}`);
  }
  return [...recovered, ...values];
};

const pad = (value: number) => String(value).padStart(2, '0');

/** Local wall-clock time, as people at the terminal read it. */
export const formatTime = (at: Date): string =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ` +
  `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;

const RULE = '─'.repeat(60);

/** Where a message stands: sent, waiting for its delivery job, or given up after its last try. */
const statusOf = (entry: OutboxEntry): string => {
  if (entry.status === 'sent') return '已发送';
  if (entry.status === 'queued')
    return entry.attempts > 0 ? `重试中（已尝试 ${entry.attempts} 次）` : '排队中';
  return `发送失败（${entry.attempts} 次：${entry.lastError ?? '原因未知'}）`;
};

const formatEntry = (entry: OutboxEntry): string => {
  const kind = entry.channel === 'sms' ? '短信' : '邮件';
  const lines = [
    `${formatTime(entry.createdAt)}  ${kind}  发往 ${entry.recipient}  用途：${entry.purpose}  ${statusOf(entry)}`,
  ];
  if (entry.subject !== null) lines.push(`  主题：${entry.subject}`);
  lines.push(...entry.body.split(/\r?\n/).map((line) => `  ${line}`));
  return lines.join('\n');
};

export const formatOutbox = ({ entries, total }: OutboxPage, query: OutboxQuery): string => {
  const scope = query.recipient ? `发往 ${query.recipient} 的` : '';
  if (entries.length === 0) {
    return `发件箱中没有${scope}消息。`;
  }
  const heading =
    entries.length < total
      ? `发件箱：${scope}最近 ${entries.length} 条（共 ${total} 条，--all 显示全部），最新的在最后`
      : `发件箱：${scope}全部 ${total} 条，最新的在最后`;
  return [heading, ...entries.map((entry) => `${RULE}\n${formatEntry(entry)}`), RULE].join('\n');
};

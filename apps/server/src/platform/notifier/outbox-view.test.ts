import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './outbox-repository.ts';
import {
  formatOutbox,
  formatTime,
  OutboxUsageError,
  parseOutboxArgs,
  recoverNpmArgs,
} from './outbox-view.ts';

const entry = (overrides: Partial<OutboxEntry>): OutboxEntry => ({
  id: 1,
  channel: 'sms',
  recipient: '13800138000',
  subject: null,
  body: '验证码 123456',
  html: null,
  purpose: 'sign-in',
  status: 'sent',
  driver: 'console',
  attempts: 1,
  lastError: null,
  createdAt: new Date(2025, 0, 2, 3, 4, 5),
  deliveredAt: new Date(2025, 0, 2, 3, 4, 6),
  ...overrides,
});

describe('npm run outbox arguments', () => {
  it('shows the newest twenty by default', () => {
    expect(parseOutboxArgs([])).toEqual({ limit: 20 });
  });

  it('reads --all, --limit, --mobile and --email', () => {
    expect(parseOutboxArgs(['--all'])).toEqual({ limit: undefined });
    expect(parseOutboxArgs(['--limit', '5'])).toEqual({ limit: 5 });
    expect(parseOutboxArgs(['--limit=7', '--mobile', '13800138000'])).toEqual({
      limit: 7,
      recipient: '13800138000',
      channel: 'sms',
    });
    expect(parseOutboxArgs(['--email', 'a@example.cn', '--all'])).toEqual({
      limit: undefined,
      recipient: 'a@example.cn',
      channel: 'email',
    });
    expect(parseOutboxArgs(['--help'])).toBe('help');
  });

  it('explains a wrong option in Chinese with the usage', () => {
    expect(() => parseOutboxArgs(['--limit', '0'])).toThrow(OutboxUsageError);
    expect(() => parseOutboxArgs(['--limit', 'abc'])).toThrow(/--limit 须为正整数/);
    expect(() => parseOutboxArgs(['--verbose'])).toThrow(/参数有误[\s\S]*用法：npm run outbox/);
    expect(() => parseOutboxArgs(['--mobile', '1', '--email', 'a@b.c'])).toThrow(/只能选一个/);
  });
});

describe('options that the nested npm run kept for itself', () => {
  it('puts them back together', () => {
    expect(recoverNpmArgs(['5'], { npm_config_limit: 'true' })).toEqual(['--limit=5']);
    expect(recoverNpmArgs([], { npm_config_limit: '5' })).toEqual(['--limit=5']);
    expect(recoverNpmArgs([], { npm_config_all: 'true' })).toEqual(['--all']);
    expect(
      recoverNpmArgs(['13800138000', '3'], { npm_config_limit: 'true', npm_config_mobile: 'true' }),
    ).toEqual(['--limit=3', '--mobile=13800138000']);
    expect(recoverNpmArgs(['a@example.cn'], { npm_config_email: 'true', npm_config_all: 'true' })).toEqual([
      '--all',
      '--email=a@example.cn',
    ]);
  });

  it('leaves a command line that reached the script intact', () => {
    expect(recoverNpmArgs(['--limit', '5', '--mobile', '139'], {})).toEqual([
      '--limit',
      '5',
      '--mobile',
      '139',
    ]);
  });
});

describe('the printed outbox', () => {
  it('prints time, channel, recipient, purpose, subject and every body line, newest last', () => {
    const text = formatOutbox(
      {
        entries: [
          entry({ id: 1 }),
          entry({
            id: 2,
            channel: 'email',
            recipient: 'a@example.cn',
            subject: '邮箱验证码',
            body: '您好：\n验证码 654321',
            purpose: 'register',
            createdAt: new Date(2025, 0, 2, 3, 5, 0),
          }),
        ],
        total: 2,
      },
      { limit: 20 },
    );
    expect(text).toContain('发件箱：全部 2 条，最新的在最后');
    expect(text).toContain(
      '2025-01-02 03:04:05  短信  发往 13800138000  用途：sign-in  已发送\n  验证码 123456',
    );
    expect(text).toContain(
      '2025-01-02 03:05:00  邮件  发往 a@example.cn  用途：register  已发送\n  主题：邮箱验证码\n  您好：\n  验证码 654321',
    );
    expect(text.indexOf('123456')).toBeLessThan(text.indexOf('654321'));
  });

  it('says where each message stands: sent, queued, retrying or failed', () => {
    const line = (overrides: Partial<OutboxEntry>) =>
      formatOutbox({ entries: [entry(overrides)], total: 1 }, { limit: 20 }).split('\n')[2];
    expect(line({ status: 'queued', attempts: 0 })).toMatch(/排队中$/);
    expect(line({ status: 'queued', attempts: 2, lastError: 'timeout' })).toMatch(/重试中（已尝试 2 次）$/);
    expect(line({ status: 'failed', attempts: 5, lastError: 'gateway answered HTTP 500' })).toMatch(
      /发送失败（5 次：gateway answered HTTP 500）$/,
    );
  });

  it('says how many are hidden and how to see them', () => {
    expect(formatOutbox({ entries: [entry({})], total: 9 }, { limit: 1 })).toContain(
      '最近 1 条（共 9 条，--all 显示全部）',
    );
  });

  it('says so when there is nothing to show', () => {
    expect(formatOutbox({ entries: [], total: 0 }, { limit: 20, recipient: '139' })).toMatch(
      /^发件箱中没有发往 139 的消息/,
    );
  });

  it('formats local time with leading zeros', () => {
    expect(formatTime(new Date(2025, 10, 9, 8, 7, 6))).toBe('2025-11-09 08:07:06');
  });
});

import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../test/s3-server.ts';
import { loadConfig, type S3Settings } from '../../config.ts';
import { s3Driver } from './s3-driver.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => s3?.close());

const settings = (extra: Record<string, string> = {}) =>
  loadConfig({ ...s3.env, ...extra }).storage as S3Settings;

describe('the s3 storage driver, against a real S3-compatible server', () => {
  it('puts, reads back and deletes an object', async () => {
    const driver = s3Driver(settings());
    const bytes = Buffer.from('梯田与茶山 🌄'.repeat(1000));
    await driver.put('public/image/202611/a1b2.png', bytes, 'image/png');
    const stream = await driver.get('public/image/202611/a1b2.png');
    expect(stream).not.toBeNull();
    expect((await buffer(stream as NodeJS.ReadableStream)).equals(bytes)).toBe(true);
    await driver.delete('public/image/202611/a1b2.png');
    expect(await driver.get('public/image/202611/a1b2.png')).toBeNull();
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await s3Driver(settings()).get('public/image/202611/missing.png')).toBeNull();
  });

  it('keeps one environment apart from another with a key prefix', async () => {
    const staging = s3Driver(settings({ S3_PREFIX: 'rrsp/staging' }));
    const production = s3Driver(settings({ S3_PREFIX: 'rrsp/prod' }));
    await staging.put('private/licence/202611/x.pdf', Buffer.from('%PDF-1.4 staging'), 'application/pdf');
    expect(await production.get('private/licence/202611/x.pdf')).toBeNull();
    const mine = await staging.get('private/licence/202611/x.pdf');
    expect((await buffer(mine as NodeJS.ReadableStream)).toString()).toBe('%PDF-1.4 staging');
  });

  it('is ready while its bucket answers, and says why not otherwise (/readyz)', async () => {
    await expect(s3Driver(settings()).ready()).resolves.toBeUndefined();
    await expect(s3Driver(settings({ S3_BUCKET: 'no-such-bucket' })).ready()).rejects.toThrow(
      /对象存储无法访问.*HTTP 404/,
    );
  });

  it('refuses a key that could leave its folder, before any request', async () => {
    const driver = s3Driver(settings());
    await expect(driver.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /unsafe storage key/,
    );
    await expect(driver.get('public//x.png')).rejects.toThrow(/unsafe storage key/);
  });
});

import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.ts';
import { NotReady } from '../observability/readiness.ts';
import { streamToFile } from './spool.ts';
import { assertSafeKey, type StorageDriver } from './storage-driver.ts';

/**
 * Any S3-compatible store (Huawei OBS, MinIO, AWS S3) through the AWS SDK v3. Checksums are computed only when the
 * operation requires them: the SDK's newer default (streaming trailers) is not understood by every compatible store.
 */
export const s3Driver = (settings: S3Settings): StorageDriver => {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return settings.prefix ? `${settings.prefix}/${key}` : key;
  };
  return {
    name: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },
    /**
     * A stream of unknown length goes to a temporary file first: one PUT with its length then works on every
     * compatible store (multipart upload is not offered by all of them), and memory holds a chunk, not the file.
     */
    async putStream(key, source, contentType) {
      const spool = path.join(os.tmpdir(), `rrsp-upload-${randomUUID()}`);
      try {
        const size = await streamToFile(source, spool);
        await client.send(
          new PutObjectCommand({
            Bucket: settings.bucket,
            Key: objectKey(key),
            Body: createReadStream(spool),
            ContentType: contentType,
            ContentLength: size,
          }),
        );
        return size;
      } finally {
        await rm(spool, { force: true });
      }
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
        );
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
    async ready() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
      } catch (error) {
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        const detail =
          status === undefined
            ? ((error as { code?: string }).code ?? (error as Error).name)
            : `HTTP ${status}`;
        throw new NotReady(`对象存储无法访问（S3 bucket unreachable: ${detail}）`);
      }
    },
  };
};

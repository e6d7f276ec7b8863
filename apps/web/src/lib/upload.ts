import { type DataOf, type Endpoint, Header, SUCCESS_CODE } from '@rrsp/contract';
import { env, moduleBaseUrls } from '../config/env.ts';
import { ApiError, DEFAULT_TIMEOUT_MS, NO_RESPONSE_STATUS } from './api-client.ts';
import { describeHttpStatus } from './http-status.ts';
import { storage } from './storage.ts';

export interface UploadOptions {
  /** Multipart field name (default `file`). */
  field?: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart upload with progress. fetch cannot report upload progress, so this one call goes through
 * XMLHttpRequest; it sends the same four standard headers as the request client and reads the same envelope. It
 * never toasts: the upload widget shows the failure beside the file.
 */
export const uploadFile = <E extends Endpoint>(
  endpoint: E,
  file: Blob,
  { field = 'file', onProgress, signal }: UploadOptions = {},
): Promise<DataOf<E>> =>
  new Promise((resolve, reject) => {
    const url = `${moduleBaseUrls[endpoint.module]}${endpoint.path}`;
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, url);
    xhr.timeout = DEFAULT_TIMEOUT_MS * 4;
    xhr.setRequestHeader(Header.appKey, env.appKey);
    xhr.setRequestHeader(Header.endpointCode, env.endpointCode);
    xhr.setRequestHeader(Header.authorization, storage.get('token') ?? '');
    xhr.setRequestHeader(Header.tenantId, storage.get('tenantId') ?? '');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    const fail = (message: string, status: number, kind: 'http' | 'network' | 'timeout' | 'aborted') =>
      reject(new ApiError(message, { kind, url, status }));
    xhr.onerror = () => fail(describeHttpStatus(NO_RESPONSE_STATUS), NO_RESPONSE_STATUS, 'network');
    xhr.ontimeout = () => fail('上传超时，请检查网络后重试', 504, 'timeout');
    xhr.onabort = () => fail('上传已取消', 0, 'aborted');
    xhr.onload = () => {
      let parsed: { code?: unknown; msg?: unknown; data?: unknown } | undefined;
      try {
        parsed = JSON.parse(xhr.responseText) as typeof parsed;
      } catch {
        parsed = undefined;
      }
      const msg = typeof parsed?.msg === 'string' && parsed.msg ? parsed.msg : undefined;
      if (xhr.status < 200 || xhr.status >= 300 || parsed?.code !== SUCCESS_CODE) {
        const status = xhr.status >= 200 && xhr.status < 300 ? Number(parsed?.code) || 500 : xhr.status;
        reject(
          new ApiError(msg ?? describeHttpStatus(status), {
            kind: 'http',
            url,
            status,
            code: typeof parsed?.code === 'number' ? parsed.code : undefined,
            data: parsed,
          }),
        );
        return;
      }
      const result = endpoint.data.safeParse(parsed.data);
      if (!result.success) {
        reject(
          new ApiError('服务返回的数据格式有误，请稍后重试。', {
            kind: 'invalid-response',
            url,
            status: 200,
          }),
        );
        return;
      }
      resolve(result.data as DataOf<E>);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(field, file, file instanceof File ? file.name : 'upload.jpg');
    xhr.send(form);
  });

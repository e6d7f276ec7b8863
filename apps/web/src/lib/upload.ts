import { type DataOf, type Endpoint, Header, SUCCESS_CODE } from '@rrsp/contract';
import { env, moduleBaseUrls } from '../config/env.ts';
import { DEFAULT_TIMEOUT_MS } from './api-client.ts';
import {
  ApiError,
  errorFromEnvelope,
  isEnvelope,
  NO_RESPONSE_STATUS,
  TIMED_OUT_STATUS,
} from './api-error.ts';
import { describeHttpStatus } from './http-status.ts';
import { storage } from './storage.ts';

export interface UploadOptions {
  /** Multipart field name (default `file`). */
  field?: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The endpoint's query (e.g. `{ kind: 'licence' }` for the files service). */
  query?: Record<string, string>;
}

/**
 * A multipart upload with progress. fetch cannot report upload progress, so this one call goes through
 * XMLHttpRequest; it sends the same four standard headers as the request client, reads the same envelope and
 * rejects with the same ApiError. It never toasts: the upload widget shows the failure beside the file.
 */
export const uploadFile = <E extends Endpoint>(
  endpoint: E,
  file: Blob,
  { field = 'file', onProgress, signal, query }: UploadOptions = {},
): Promise<DataOf<E>> =>
  new Promise((resolve, reject) => {
    const search = query ? new URLSearchParams(query).toString() : '';
    const url = `${moduleBaseUrls[endpoint.module]}${endpoint.path}${search ? `?${search}` : ''}`;
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
    xhr.onerror = () =>
      reject(
        new ApiError(describeHttpStatus(NO_RESPONSE_STATUS), {
          kind: 'network',
          reason: 'NETWORK',
          url,
          status: NO_RESPONSE_STATUS,
        }),
      );
    xhr.ontimeout = () =>
      reject(
        new ApiError('上传超时，请检查网络后重试', {
          kind: 'timeout',
          reason: 'TIMEOUT',
          url,
          status: TIMED_OUT_STATUS,
        }),
      );
    xhr.onabort = () =>
      reject(
        new ApiError('上传已取消', { kind: 'aborted', reason: 'ABORTED', url, status: NO_RESPONSE_STATUS }),
      );
    xhr.onload = () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = undefined;
      }
      const invalid = (status: number) =>
        new ApiError('服务返回的数据格式有误，请稍后重试。', {
          kind: 'invalid-response',
          reason: 'INVALID_RESPONSE',
          url,
          status,
        });
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(
          errorFromEnvelope(parsed, {
            kind: 'http',
            status: xhr.status,
            url,
            fallbackMessage: describeHttpStatus(xhr.status),
          }),
        );
        return;
      }
      if (!isEnvelope(parsed)) {
        reject(invalid(xhr.status));
        return;
      }
      if (parsed.code !== SUCCESS_CODE) {
        reject(
          errorFromEnvelope(parsed, {
            kind: 'business',
            status: xhr.status,
            url,
            fallbackMessage: describeHttpStatus(parsed.code),
          }),
        );
        return;
      }
      // The production build ships no answer schemas (build/light-contract.ts), as for the request client.
      if (!import.meta.env.DEV) {
        resolve(parsed.data as DataOf<E>);
        return;
      }
      const result = endpoint.data.safeParse(parsed.data);
      if (!result.success) {
        reject(invalid(xhr.status));
        return;
      }
      resolve(result.data as DataOf<E>);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(field, file, file instanceof File ? file.name : 'upload.jpg');
    xhr.send(form);
  });

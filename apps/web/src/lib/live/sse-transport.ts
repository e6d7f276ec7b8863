import { errorFromEnvelope } from '../api-error.ts';
import { describeHttpStatus, SESSION_END_STATUSES } from '../http-status.ts';
import { parseLiveFrame } from './live-frames.ts';
import { createSseParser } from './sse-parser.ts';
import type { OpenTransport } from './transport.ts';

/**
 * A stream silent this long is dead (a proxy that keeps the socket but lost the server): the server comments
 * `: ping` about every 25 s.
 */
export const STREAM_SILENCE_MS = 75_000;

export interface SseTransportOptions {
  /** The stream's address without the query (`…/ws/stream`). */
  url: string;
  /** The request client's standard headers (appKey, endpointCode, Authorization, tenantId), read at each connect. */
  headers: () => Record<string, string>;
  fetch: typeof globalThis.fetch;
  silenceMs?: number;
}

/**
 * The server-sent events transport, read with fetch rather than EventSource, which cannot send the Authorization
 * header (and the token must not go in the address).
 */
export const sseTransport =
  (options: SseTransportOptions): OpenTransport =>
  (start, handlers) => {
    const controller = new AbortController();
    const silenceMs = options.silenceMs ?? STREAM_SILENCE_MS;
    let closed = false;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(silence);
      if (closed) return;
      closed = true;
      controller.abort();
      handlers.onClose();
    };
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(finish, silenceMs);
    };

    const url = `${options.url}?after=${start.after()}`;
    const run = async () => {
      heard();
      const response = await options.fetch(url, {
        headers: { ...options.headers(), Accept: 'text/event-stream' },
        signal: controller.signal,
        credentials: 'same-origin',
        cache: 'no-store',
      });
      if (!response.ok) {
        const text = await response.text();
        if (SESSION_END_STATUSES.has(response.status)) {
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          closed = true;
          clearTimeout(silence);
          handlers.onSessionEnded(
            errorFromEnvelope(body, {
              kind: 'session-ended',
              status: response.status,
              url,
              fallbackMessage: describeHttpStatus(response.status),
            }),
          );
        }
        return;
      }
      // A page served in place of the stream (an SPA fallback, a login portal) is a failed connection.
      if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) return;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = createSseParser((event) => {
        const frame = parseLiveFrame(event.data);
        if (frame && !closed) handlers.onFrame(frame);
      });
      for (;;) {
        const { done, value } = await reader.read();
        if (done || closed) return;
        heard();
        parser.push(value);
      }
    };
    run()
      .catch(() => {
        // Refused, reset or aborted: the connection is over either way.
      })
      .finally(finish);

    return {
      close() {
        closed = true;
        clearTimeout(silence);
        controller.abort();
      },
    };
  };

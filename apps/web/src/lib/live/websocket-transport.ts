import type { LiveHello } from '@rrsp/contract';
import { parseLiveFrame } from './live-frames.ts';
import type { OpenTransport } from './transport.ts';

/** WebSocket readyState values (the same in every implementation, stand-ins included). */
const CONNECTING = 0;
const OPEN = 1;

/** The browser's WebSocket, or a stand-in in tests. */
export type WebSocketConstructor = new (url: string) => WebSocket;

/**
 * The WebSocket transport: the session token goes in the first frame (the hello), never in the address, where proxies
 * and server logs would keep it. The server's pings are answered by the browser itself.
 */
export const webSocketTransport =
  (url: string, token: string, Socket: WebSocketConstructor): OpenTransport =>
  (start, handlers) => {
    const socket = new Socket(url);
    let closed = false;
    const finish = () => {
      if (closed) return;
      closed = true;
      handlers.onClose();
    };
    socket.onopen = () => {
      const hello: LiveHello = { type: 'hello', token, after: start.after() };
      socket.send(JSON.stringify(hello));
    };
    socket.onmessage = (event: MessageEvent) => {
      if (closed || typeof event.data !== 'string') return;
      const frame = parseLiveFrame(event.data);
      if (frame) handlers.onFrame(frame);
    };
    // An error is always followed by close; either one ends the connection once.
    socket.onerror = finish;
    socket.onclose = finish;
    return {
      close() {
        closed = true;
        socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
        if (socket.readyState === CONNECTING || socket.readyState === OPEN) socket.close(1000);
      },
    };
  };

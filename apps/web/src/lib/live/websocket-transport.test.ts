import type { LiveFrame } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { FakeSocket, message, tally } from './live-test-support.ts';
import { type WebSocketConstructor, webSocketTransport } from './websocket-transport.ts';

const URL = 'wss://portal.example.cn/ws';

const open = (after = 7) => {
  const frames: LiveFrame[] = [];
  let closes = 0;
  const handle = webSocketTransport(
    URL,
    'secret-token',
    FakeSocket as unknown as WebSocketConstructor,
  )(
    { after: () => after },
    {
      onFrame: (frame) => frames.push(frame),
      onClose: () => {
        closes += 1;
      },
      onSessionEnded: () => {},
    },
  );
  const socket = FakeSocket.made.at(-1);
  if (!socket) throw new Error('no socket');
  return { handle, socket, frames, closes: () => closes };
};

describe('webSocketTransport', () => {
  it('keeps the token out of the address and sends it in the hello frame, with the last sequence seen', () => {
    const { socket } = open(42);
    expect(socket.url).toBe(URL);
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent.map((text) => JSON.parse(text))).toEqual([
      { type: 'hello', token: 'secret-token', after: 42 },
    ]);
  });

  it('passes on the frames it can read and skips the rest', () => {
    const { socket, frames } = open();
    socket.open();
    socket.receive(JSON.stringify({ type: 'welcome', tally: tally(1, 8) }));
    socket.receive('not json');
    socket.receive(JSON.stringify({ type: 'surprise' }));
    socket.receive(JSON.stringify({ type: 'message', message: { seq: 'x' }, tally: tally(1, 8) }));
    socket.receive(new ArrayBuffer(4));
    socket.receive(JSON.stringify({ type: 'message', message: message(8), tally: tally(1, 8) }));
    expect(frames).toEqual([
      { type: 'welcome', tally: tally(1, 8) },
      { type: 'message', message: message(8), tally: tally(1, 8) },
    ]);
  });

  it('reports a lost socket once, though the browser fires error and then close', () => {
    const { socket, closes } = open();
    socket.open();
    socket.fail();
    expect(closes()).toBe(1);
  });

  it('closes quietly when the tab closes it: no report, no frames after', () => {
    const { handle, socket, frames, closes } = open();
    socket.open();
    handle.close();
    expect(socket.closedWith).toBe(1000);
    socket.receive(JSON.stringify({ type: 'tally', tally: tally(0, 8) }));
    socket.fail();
    expect(frames).toEqual([]);
    expect(closes()).toBe(0);
  });
});

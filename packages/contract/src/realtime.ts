import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ErrorReasonSchema } from './errors.ts';
import { MessageItemSchema, MessageTallySchema } from './portal/messages.ts';

/**
 * The live channel (DESIGN.md §2 realtime, issue 21): the same stream of frames over a WebSocket at `/ws`, over
 * server-sent events at `/ws/stream`, and, last, as a poll of `/ws/poll` every minute. Messages are stored before they
 * are announced; a client names the last sequence number it saw and receives every later message once, in order.
 * The session token travels in the first WebSocket frame or in the Authorization header, never in a URL.
 */

export const LIVE_PATHS = { socket: '/ws', stream: '/ws/stream' } as const;

/** How often the poll asks when neither stream can connect. */
export const LIVE_POLL_INTERVAL_MS = 60_000;

/** The most messages one frame burst or one poll carries; a client further behind asks again from the last it got. */
export const LIVE_REPLAY_BATCH = 100;

/** The first frame a WebSocket client sends: who it is and where it stands. */
export const LiveHelloSchema = z.strictObject({
  type: z.literal('hello'),
  token: z.string().min(1).max(200),
  /** The last sequence number this browser saw; 0 for none. */
  after: z.number().int().min(0),
});
export type LiveHello = z.infer<typeof LiveHelloSchema>;

export const LiveFrameSchema = z.discriminatedUnion('type', [
  /** Connected and authenticated; the tally as it stands, before any replayed messages. */
  z.object({ type: z.literal('welcome'), tally: MessageTallySchema }),
  /** A stored message, with the tally after it. */
  z.object({ type: z.literal('message'), message: MessageItemSchema, tally: MessageTallySchema }),
  /** The tally changed without a new message (read elsewhere). */
  z.object({ type: z.literal('tally'), tally: MessageTallySchema }),
  /**
   * How far a long task this user asked for has come (a large export of the data centre); `done` of `total` rows.
   * Not stored: a page that missed one reads the task's state from its list.
   */
  z.object({
    type: z.literal('progress'),
    task: z.literal('export'),
    id: z.string(),
    done: z.number().int().min(0),
    total: z.number().int().min(0),
  }),
  /** The session ended (signed out elsewhere, replaced, password changed, frozen): the page signs out and says why. */
  z.object({ type: z.literal('ended'), reason: ErrorReasonSchema, msg: z.string() }),
  /** The server refused the hello or is going away; the client reconnects after its pause unless told `ended`. */
  z.object({ type: z.literal('bye'), msg: z.string() }),
]);
export type LiveFrame = z.infer<typeof LiveFrameSchema>;

export const LivePollQuerySchema = z.object({
  after: z.coerce.number('序号必须是数字').int('序号必须是整数').min(0, '序号不能为负').default(0),
});

export const pollLiveMessages = defineEndpoint({
  id: 'realtime.poll',
  module: 'realtime',
  method: 'GET',
  path: '/ws/poll',
  access: 'signedIn',
  summary:
    '实时通道的轮询方式：序号之后的消息（按序，最多 100 条）与当前未读数；WebSocket 与 SSE 都连不上时使用',
  query: LivePollQuerySchema,
  data: z.object({ messages: z.array(MessageItemSchema), tally: MessageTallySchema, more: z.boolean() }),
});

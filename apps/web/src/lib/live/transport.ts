import type { LiveFrame } from '@rrsp/contract';
import type { ApiError } from '../api-error.ts';

/** What a transport tells the connection that opened it. */
export interface TransportHandlers {
  /** A frame from the server, in order (a poll turns its answer into welcome, message and tally frames). */
  onFrame(frame: LiveFrame): void;
  /** The connection is gone (refused, dropped, ended by the server); never called after the opener's close(). */
  onClose(): void;
  /** The server refused the session itself (401/402/406 on the event stream): sign out, do not reconnect. */
  onSessionEnded(error: ApiError): void;
}

export interface TransportStart {
  /** The last sequence number the tab has accounted for, read when the transport asks (the poll asks each time). */
  after(): number;
}

export type OpenTransport = (start: TransportStart, handlers: TransportHandlers) => { close(): void };

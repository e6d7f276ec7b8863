import type {
  MarkMessagesRead,
  MessageItem,
  MessagePreferencesView,
  MessageTally,
  SaveMessagePreferences,
} from '@rrsp/contract';
import type { MessagePage } from '../api/list-messages.ts';
import type { MessageListRequest } from '../api/query-keys.ts';

/**
 * Test-only: the message centre's endpoints as a small in-memory server behind the request client's one method, so
 * the jsdom tests run the real hooks and query client and see what each screen sends. A test mocks `lib/api.ts`
 * with `{ api: { request: fake.request } }` and sets the messages, the settings or a failure it needs.
 */

export const messageIdOf = (n: number) => `0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b${String(n).padStart(2, '0')}`;

export const messageOf = (n: number, overrides: Partial<MessageItem> = {}): MessageItem => ({
  messageId: messageIdOf(n),
  seq: n,
  kind: 'settlement.decided',
  title: `消息 ${n}`,
  body: `第 ${n} 条消息的内容`,
  link: null,
  createdAt: `2026-05-01T0${n % 10}:00:00.000Z`,
  read: false,
  ...overrides,
});

export interface Sent {
  path: string;
  method: string;
  query?: unknown;
  body?: unknown;
}

interface RequestOptions {
  query?: unknown;
  body?: unknown;
}

export const createMessagesFake = () => {
  const state = {
    rows: [] as MessageItem[],
    preferences: { preferences: [], reachable: { sms: true, email: true } } as MessagePreferencesView,
    /** What the next calls to a path fail with (the list's error state, a refused save). */
    failures: new Map<string, Error>(),
  };
  const sent: Sent[] = [];

  const tally = (): MessageTally => ({
    unread: state.rows.filter((row) => !row.read).length,
    lastSeq: Math.max(0, ...state.rows.map((row) => row.seq)),
  });

  const list = (query: MessageListRequest): MessagePage => {
    const pageNum = Number(query.pageNum ?? 1);
    const pageSize = Number(query.pageSize ?? 10);
    const rows = state.rows.filter(
      (row) =>
        (query.kind === undefined || row.kind === query.kind) &&
        (query.read === 'unread' ? !row.read : query.read === 'read' ? row.read : true),
    );
    return {
      rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total: rows.length,
      pageNum,
      pageSize,
      tally: tally(),
    };
  };

  const request = async (endpoint: { path: string; method: string }, options: RequestOptions = {}) => {
    const { path, method } = endpoint;
    sent.push({
      path,
      method,
      ...(options.query ? { query: options.query } : {}),
      ...(options.body ? { body: options.body } : {}),
    });
    const failure = state.failures.get(path);
    if (failure) throw failure;
    if (path === '/basics/pc/message/list') return list(options.query as MessageListRequest);
    if (path === '/basics/pc/message/tally') return tally();
    if (path === '/basics/pc/message/read') {
      const body = options.body as MarkMessagesRead;
      let marked = 0;
      state.rows = state.rows.map((row) => {
        if (row.read || !(body.all || body.messageIds?.includes(row.messageId))) return row;
        marked += 1;
        return { ...row, read: true };
      });
      return { marked, tally: tally() };
    }
    if (path === '/basics/pc/message/preferences') {
      if (method === 'PUT') {
        state.preferences = {
          ...state.preferences,
          preferences: (options.body as SaveMessagePreferences).preferences,
        };
      }
      return state.preferences;
    }
    throw new Error(`no fake for ${method} ${path}`);
  };

  /** What was sent to a path, in order. */
  const sentTo = (path: string) => sent.filter((call) => call.path === path);

  const reset = () => {
    state.rows = [];
    state.preferences = { preferences: [], reachable: { sms: true, email: true } };
    state.failures.clear();
    sent.length = 0;
  };

  return { state, sent, sentTo, request, reset };
};

import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser.ts';

const parse = (chunks: string[]) => {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
};

describe('createSseParser', () => {
  it('reads several events from one chunk, with their ids', () => {
    expect(parse(['id: 7\ndata: {"a":1}\n\ndata: {"b":2}\n\n'])).toEqual([
      { id: '7', data: '{"a":1}' },
      { data: '{"b":2}' },
    ]);
  });

  it('joins an event split anywhere across chunks, mid-field and mid-line ending', () => {
    const text = 'id: 12\ndata: {"type":"tally"}\n\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual([{ id: '12', data: '{"type":"tally"}' }]);
    }
    expect(parse([...text])).toEqual([{ id: '12', data: '{"type":"tally"}' }]);
  });

  it('skips comments (the heartbeat) and fields it does not use', () => {
    expect(parse([': ping\n\n', 'event: message\nretry: 5000\ndata: x\n\n', ': ping\n\n'])).toEqual([
      { data: 'x' },
    ]);
  });

  it('reads CRLF and CR line endings, a CRLF split between chunks included', () => {
    expect(parse(['data: a\r\n\r\ndata: b\r\r'])).toEqual([{ data: 'a' }, { data: 'b' }]);
    expect(parse(['data: a\r', '\n\r', '\n'])).toEqual([{ data: 'a' }]);
  });

  it('joins several data lines with a newline, and keeps a value without the optional space', () => {
    expect(parse(['data: one\ndata:two\n\n'])).toEqual([{ data: 'one\ntwo' }]);
  });

  it('dispatches nothing for an event not yet ended by its blank line', () => {
    expect(parse(['data: pending\n'])).toEqual([]);
  });
});

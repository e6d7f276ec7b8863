/**
 * An incremental reader of a `text/event-stream` body (the WHATWG server-sent events format): chunks may split a line
 * anywhere, carry several events, or end lines with CRLF, LF or CR. Comment lines (`: ping`, the server's heartbeat)
 * and fields other than `data` and `id` are ignored; an event is dispatched at its blank line.
 */
export interface SseEvent {
  data: string;
  id?: string;
}

export interface SseParser {
  push(chunk: string): void;
}

export const createSseParser = (onEvent: (event: SseEvent) => void): SseParser => {
  let buffer = '';
  let data: string[] = [];
  let id: string | undefined;
  /** A chunk ended in CR: an LF starting the next chunk belongs to that line ending, not a blank line. */
  let skipLeadingLf = false;

  const dispatch = () => {
    if (data.length > 0) onEvent({ data: data.join('\n'), ...(id === undefined ? {} : { id }) });
    data = [];
    id = undefined;
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\u0000')) id = value;
  };

  return {
    push(chunk) {
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        readLine(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
  };
};

import { readFileSync } from 'node:fs';
import http from 'node:http';

/**
 * The baseline: a bare node:http server that answers every request with the bytes the real endpoint returned for
 * one sample request. Run as its own process (like the real server) so it does not share autocannon's event loop.
 * Prints `LISTENING <port>` once ready; stops on SIGTERM.
 */
const bodyFile = process.env.RAW_BODY_FILE;
const headersJson = process.env.RAW_HEADERS_JSON;
if (!bodyFile || !headersJson) {
  console.error('RAW_BODY_FILE and RAW_HEADERS_JSON are required');
  process.exit(2);
}
const body = readFileSync(bodyFile);
const headers: Record<string, string> = {
  ...(JSON.parse(headersJson) as Record<string, string>),
  'content-length': String(body.length),
};

const server = http.createServer((request, response) => {
  // Drain the request body (POST) before answering, as a real handler would.
  request.resume();
  request.on('end', () => {
    response.writeHead(200, headers);
    response.end(body);
  });
});
server.keepAliveTimeout = 72_000;

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) process.stdout.write(`LISTENING ${address.port}\n`);
});

process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});

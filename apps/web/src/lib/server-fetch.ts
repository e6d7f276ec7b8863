/**
 * Where the request client sends its calls while a page is rendered on the server (entry-server.tsx): the server
 * hands in a transport that answers through its own routes (Fastify's inject), so a render makes no network call
 * and every check of a real request still applies. In the browser nothing here is used.
 */
let transport: typeof globalThis.fetch | undefined;

export const setServerTransport = (fetch: typeof globalThis.fetch): void => {
  transport = fetch;
};

export const serverFetch: typeof globalThis.fetch = (input, init) =>
  transport ? transport(input, init) : Promise.reject(new Error('服务端渲染尚未接入接口'));

import path from 'node:path';
import { type KeyPair, loadOrCreateKeyPair } from '@rrsp/secure-payload/server';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key pair that opens encrypted request bodies (DESIGN.md §4), kept with the data. */
    payloadKeys: KeyPair;
  }
}

export const payloadKeysPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('payloadKeys', await loadOrCreateKeyPair(path.join(app.config.dataDir, 'keys')));
  },
  { name: 'payload-keys', dependencies: ['context'] },
);

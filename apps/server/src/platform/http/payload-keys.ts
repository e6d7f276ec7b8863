import path from 'node:path';
import { type KeyPair, loadOrCreateKeyPair } from '@rrsp/secure-payload/server';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPayloadNonces, type PayloadNonces } from './payload-nonces.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key pair that opens encrypted request bodies (DESIGN.md §4), kept with the data. */
    payloadKeys: KeyPair;
    /** Nonces of sealed bodies seen lately: each opens once. */
    payloadNonces: PayloadNonces;
  }
}

export const PURGE_PAYLOAD_NONCES_JOB = 'payload:purge-nonces';

export const payloadKeysPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('payloadKeys', await loadOrCreateKeyPair(path.join(app.config.dataDir, 'keys')));
    const nonces = createPayloadNonces(app.db);
    app.decorate('payloadNonces', nonces);
    app.jobs.define(PURGE_PAYLOAD_NONCES_JOB, () => nonces.purgeStale());
    app.jobs.schedule('*/10 * * * *', PURGE_PAYLOAD_NONCES_JOB);
  },
  { name: 'payload-keys', dependencies: ['context', 'jobs'] },
);

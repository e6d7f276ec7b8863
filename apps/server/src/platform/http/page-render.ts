import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The reads of a page the server draws for itself (docs/decisions/032) carry this header: a crawler's visit or a
 * render for the page cache is nobody viewing an item, so it counts no view. The value is made at start and known
 * only inside this process, so no caller can claim it.
 */
const PAGE_RENDER_HEADER = 'x-rrsp-page-render';
const mark = randomBytes(18).toString('base64url');

export const pageRenderHeaders: Readonly<Record<string, string>> = { [PAGE_RENDER_HEADER]: mark };

export const isPageRender = (request: FastifyRequest): boolean =>
  request.headers[PAGE_RENDER_HEADER] === mark;

import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../database/view-counter.ts';

/** Who is asking, as far as per-address limits are concerned. */
export interface Caller {
  ip: string;
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** Expands an IPv6 address to its eight groups, so a prefix can be taken by position. */
const ipv6Groups = (address: string): string[] => {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part ? part.split(':') : []);
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const missing = 8 - front.length - back.length;
  return [...front, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...back].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ''),
  );
};

/**
 * The address a limit counts. An IPv4 address as it is (also when it arrives IPv4-mapped); an IPv6 address by its
 * /64 network, since one subscriber is usually given a whole /64 and could otherwise take a fresh address per try.
 */
export const limitAddressOf = (address: string): string => {
  // neither IPv6 nor IPv4-mapped: kept as it is, without the regular expressions below (every public read asks)
  if (!address.includes(':')) return address;
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  const bare = address.split('%')[0] ?? address;
  if (!isIPv6(bare) || bare.includes('.')) return address;
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
};

/** The one way a route names its caller to the services (after TRUST_PROXY has chosen `request.ip`). */
export const callerOf = (request: FastifyRequest): Caller => ({ ip: limitAddressOf(request.ip) });

/** Who a view is counted for: the signed-in user, else the address as limits count it (decision 015). */
export const viewerOf = (request: FastifyRequest): Viewer => ({
  userId: request.principal.kind === 'user' ? request.principal.user.id : null,
  address: callerOf(request).ip,
});

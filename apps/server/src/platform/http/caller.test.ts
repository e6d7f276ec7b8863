import { describe, expect, it } from 'vitest';
import { limitAddressOf } from './caller.ts';

describe('the address a limit counts', () => {
  it('keeps IPv4 addresses, also IPv4-mapped ones', () => {
    expect(limitAddressOf('203.0.113.7')).toBe('203.0.113.7');
    expect(limitAddressOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitAddressOf('::FFFF:10.0.0.1')).toBe('10.0.0.1');
  });

  it('counts IPv6 addresses by their /64, however they are written', () => {
    const network = '2001:db8:1:2::/64';
    expect(limitAddressOf('2001:db8:1:2::1')).toBe(network);
    expect(limitAddressOf('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(network);
    expect(limitAddressOf('2001:0db8:0001:0002:0:0:0:9')).toBe(network);
    expect(limitAddressOf('2001:DB8:1:2::a%eth0')).toBe(network);
    expect(limitAddressOf('2001:db8:1:3::1')).not.toBe(network);
    expect(limitAddressOf('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else as it came, so it still counts as one caller', () => {
    expect(limitAddressOf('unknown')).toBe('unknown');
  });
});

import { bytesToHex, utf8Encode } from './bytes.ts';

/**
 * MD5 (RFC 1321), because WebCrypto has none. Used only as the integrity checksum of SPEC.md §7's optional
 * signature: it is not collision-resistant and must never protect anything that matters.
 */

/** Per-round left-rotation amounts (RFC 1321 §3.4). */
const SHIFTS = [
  7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9,
  14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15,
  21, 6, 10, 15, 21,
];

/** T[i] = floor(2^32 × |sin(i + 1)|) (RFC 1321 §3.4). */
const T = Uint32Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32));

function rotl(x: number, n: number): number {
  return (x << n) | (x >>> (32 - n));
}

/** Lowercase hex MD5 of a string (as UTF-8) or of bytes. */
export function md5(input: string | Uint8Array): string {
  const message = typeof input === 'string' ? utf8Encode(input) : input;
  // Padding (§3.1, §3.2): 0x80, zeros to 56 mod 64, then the bit length as a 64-bit little-endian integer.
  const paddedLength = (((message.length + 8) >>> 6) + 1) * 64;
  const padded = new Uint8Array(paddedLength);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bitLength = message.length * 8;
  view.setUint32(paddedLength - 8, bitLength >>> 0, true);
  view.setUint32(paddedLength - 4, Math.floor(bitLength / 2 ** 32), true);

  let a0 = 0x67452301;
  let b0 = 0xefcdab89;
  let c0 = 0x98badcfe;
  let d0 = 0x10325476;
  const x = new Uint32Array(16);

  for (let block = 0; block < paddedLength; block += 64) {
    for (let j = 0; j < 16; j += 1) x[j] = view.getUint32(block + j * 4, true);
    let a = a0;
    let b = b0;
    let c = c0;
    let d = d0;
    for (let i = 0; i < 64; i += 1) {
      let f: number;
      let g: number;
      if (i < 16) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (i < 32) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) % 16;
      } else if (i < 48) {
        f = b ^ c ^ d;
        g = (3 * i + 5) % 16;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) % 16;
      }
      const sum = (a + f + (T[i] as number) + (x[g] as number)) | 0;
      a = d;
      d = c;
      c = b;
      b = (b + rotl(sum, SHIFTS[i] as number)) | 0;
    }
    a0 = (a0 + a) | 0;
    b0 = (b0 + b) | 0;
    c0 = (c0 + c) | 0;
    d0 = (d0 + d) | 0;
  }

  const digest = new Uint8Array(16);
  const out = new DataView(digest.buffer);
  out.setUint32(0, a0, true);
  out.setUint32(4, b0, true);
  out.setUint32(8, c0, true);
  out.setUint32(12, d0, true);
  return bytesToHex(digest);
}

/** Byte helpers shared by the browser and Node: UTF-8 and strict base64, without Node's Buffer class. */

const encoder = new TextEncoder();
const strictDecoder = new TextDecoder('utf-8', { fatal: true });

/** Canonical, padded base64 (RFC 4648 §4): no whitespace, no URL alphabet, no missing padding. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function utf8Encode(text: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(text);
}

/** Decodes UTF-8, throwing on invalid sequences instead of inserting U+FFFD. */
export function utf8DecodeStrict(bytes: Uint8Array): string {
  return strictDecoder.decode(bytes);
}

export function isBase64(text: string): boolean {
  return BASE64.test(text);
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + chunk));
  }
  return btoa(binary);
}

/** Decodes canonical base64; returns null for anything else. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!isBase64(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** JSON text of a value, with `undefined` (which JSON cannot carry) sent as `null`. */
export function toJson(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  type KeyObject,
  randomUUID,
  webcrypto,
} from 'node:crypto';
import { chmod, link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { MIN_MODULUS_LENGTH, RSA_ALGORITHM } from './rsa.ts';

/**
 * Node-only: the server's RSA key pair, created on first start and kept as PEM files in a directory the server
 * chooses (under DATA_DIR). Everything the browser also runs lives in the package root export.
 */

export type { DecryptedRequest, DecryptRequestOptions } from './envelope.ts';
export { DEFAULT_MAX_BYTES, decryptRequest, encryptResponseData } from './envelope.ts';
export { isPayloadError, PayloadError, type PayloadErrorReason } from './payload-error.ts';

export const PRIVATE_KEY_FILE = 'payload-private-key.pem';
export const PUBLIC_KEY_FILE = 'payload-public-key.pem';
export const DEFAULT_MODULUS_LENGTH = 2048;
const MAX_MODULUS_LENGTH = 16384;

export interface KeyPair {
  /** SPKI DER, base64: what the SSO module serves and `importPublicKey` takes. */
  publicKeySpkiBase64: string;
  publicKeyPem: string;
  /** First 16 hex characters of SHA-256 over the SPKI DER. */
  keyId: string;
  modulusLength: number;
  /** RSA-OAEP-SHA-256, decrypt only, not extractable. */
  privateKey: CryptoKey;
}

export interface KeyPairOptions {
  /** Bits for a new key (default 2048, at least 2048). An existing key is kept whatever its size. */
  modulusLength?: number;
}

const generateRsa = promisify(generateKeyPair);

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return undefined;
    throw error;
  }
}

/** Writes the private key so that it appears complete or not at all; a concurrent creator's key wins. */
async function createPrivateKeyFile(file: string, pem: string): Promise<boolean> {
  const temp = `${file}.${randomUUID()}.tmp`;
  await writeFile(temp, pem, { mode: 0o600, flag: 'wx' });
  try {
    await link(temp, file);
    return true;
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return false;
    throw error;
  } finally {
    await unlink(temp);
  }
}

async function buildKeyPair(privateKeyObject: KeyObject): Promise<KeyPair> {
  if (privateKeyObject.asymmetricKeyType !== 'rsa')
    throw new Error('The stored payload key is not an RSA key');
  const modulusLength = privateKeyObject.asymmetricKeyDetails?.modulusLength ?? 0;
  if (modulusLength < MIN_MODULUS_LENGTH) {
    throw new Error(
      `The stored payload key has ${modulusLength} bits; at least ${MIN_MODULUS_LENGTH} are required`,
    );
  }
  const publicKeyObject = createPublicKey(privateKeyObject);
  const spki = publicKeyObject.export({ type: 'spki', format: 'der' });
  const pkcs8 = privateKeyObject.export({ type: 'pkcs8', format: 'der' });
  const privateKey = (await webcrypto.subtle.importKey('pkcs8', pkcs8, RSA_ALGORITHM, false, [
    'decrypt',
  ])) as CryptoKey;
  return {
    publicKeySpkiBase64: spki.toString('base64'),
    publicKeyPem: publicKeyObject.export({ type: 'spki', format: 'pem' }).toString(),
    keyId: createHash('sha256').update(spki).digest('hex').slice(0, 16),
    modulusLength,
    privateKey,
  };
}

/**
 * Loads the key pair from `dir`, or creates it there on first start: `payload-private-key.pem` (PKCS#8, mode 0600)
 * and `payload-public-key.pem` (SPKI). To rotate, stop the server and delete both files.
 */
export async function loadOrCreateKeyPair(
  dir: string,
  { modulusLength = DEFAULT_MODULUS_LENGTH }: KeyPairOptions = {},
): Promise<KeyPair> {
  if (
    !Number.isInteger(modulusLength) ||
    modulusLength < MIN_MODULUS_LENGTH ||
    modulusLength > MAX_MODULUS_LENGTH
  ) {
    throw new RangeError(
      `modulusLength must be an integer from ${MIN_MODULUS_LENGTH} to ${MAX_MODULUS_LENGTH}`,
    );
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const privatePath = path.join(dir, PRIVATE_KEY_FILE);
  const publicPath = path.join(dir, PUBLIC_KEY_FILE);

  let privatePem = await readIfExists(privatePath);
  if (privatePem === undefined) {
    const generated = await generateRsa('rsa', { modulusLength, publicExponent: 0x10001 });
    const pem = generated.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    privatePem = (await createPrivateKeyFile(privatePath, pem)) ? pem : await readFile(privatePath, 'utf8');
  } else if (process.platform !== 'win32') {
    await chmod(privatePath, 0o600);
  }

  const keyPair = await buildKeyPair(createPrivateKey(privatePem));
  // The public file is derived from the private key, so rewrite it whenever it differs (or is missing).
  if ((await readIfExists(publicPath)) !== keyPair.publicKeyPem) {
    const temp = `${publicPath}.${randomUUID()}.tmp`;
    await writeFile(temp, keyPair.publicKeyPem, { mode: 0o644 });
    await rename(temp, publicPath);
  }
  return keyPair;
}

/**
 * @rrsp/secure-payload: the isomorphic half (browser and Node, WebCrypto only) of SPEC.md §7's encrypted payloads
 * and optional signature, as DESIGN.md §4 amends them. The key-pair store is in `@rrsp/secure-payload/server`.
 */
export {
  decryptResponseData,
  type EncryptedEnvelope,
  type EncryptedRequest,
  type EncryptRequestOptions,
  encryptRequest,
} from './client.ts';
export { md5 } from './md5.ts';
export { isPayloadError, PayloadError, type PayloadErrorReason } from './payload-error.ts';
export { isValidKey16, KEY_ALPHABET, KEY_LENGTH, randomKey16 } from './random-key.ts';
export { importPublicKey, MIN_MODULUS_LENGTH } from './rsa.ts';
export { SEAL_MAX_AGE_MS, SEAL_MAX_AHEAD_MS, type SealedPayload } from './sealed-payload.ts';
export { SIGN_FIELD, signFields, signingString, verifySignature } from './signature.ts';

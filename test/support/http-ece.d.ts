// http_ece (RFC 8188 encrypted content encoding; devDependency of the push tests) ships no types.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface EceParams {
    version: 'aes128gcm' | 'aesgcm';
    privateKey?: ECDH;
    authSecret?: Buffer | string;
    dh?: Buffer | string;
    key?: Buffer | string;
  }
  export function decrypt(buffer: Buffer, params: EceParams): Buffer;
  export function encrypt(buffer: Buffer, params: EceParams): Buffer;
}

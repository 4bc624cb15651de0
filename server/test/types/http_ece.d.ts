// http_ece (RFC 8188 / RFC 8291) has no types; the push test decrypts with it as a browser would.
declare module 'http_ece' {
  interface DecryptParams {
    version: 'aes128gcm'
    privateKey: import('node:crypto').ECDH
    authSecret: string
  }
  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer
  const ece: { decrypt: typeof decrypt }
  export default ece
}

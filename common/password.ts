// The one password rule (docs/product.md §5.1): every form and every route that takes a new password
// (creating an account, a reset, changing one's own, 'Buat Password Baru') applies these numbers and
// says this sentence. 64 rather than the 32 the original spec gave a change (product.md §5.1): ASVS
// asks to allow at least 64.

export const PASSWORD_MIN = 6
export const PASSWORD_MAX = 64
export const PASSWORD_LENGTH_TEXT = 'Panjang password 6–64 karakter.'

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/

/** A new password: 6–64 characters, none of them a control character (a typed one never is). */
export function isAcceptablePassword(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && !CONTROL.test(password)
}

// product.md §5.1: login username is trimmed, control characters and whitespace removed, lowercased,
// and only a-z 0-9 . _ - kept; it must then be 3 to 20 characters.
export const USERNAME_MIN = 3
export const USERNAME_MAX = 20

export function normaliseUsername(raw: string): string {
  return raw
    .trim()
    .replace(/[\p{Cc}\s]+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
}

export function isValidUsername(normalised: string): boolean {
  return normalised.length >= USERNAME_MIN && normalised.length <= USERNAME_MAX
}

export const PASSWORD_MIN = 6
/** Accounts are created with 6–64 characters (product.md §9). */
export const PASSWORD_MAX = 64
/** Change-password answers PASSWORD_LENGTH_INVALID 'Panjang password 6–32 karakter.' (product.md §8). */
export const CHANGE_PASSWORD_MAX = 32

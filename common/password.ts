export const PASSWORD_MIN = 6
/** Change-password answers PASSWORD_LENGTH_INVALID 'Panjang password 6–32 karakter.' (product.md §8). */
export const CHANGE_PASSWORD_MAX = 32

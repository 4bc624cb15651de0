// Login lockout numbers without zod, so the browser's login page need not load zod to read them;
// common/auth.ts re-exports them for the server.

/** 10 consecutive failures lock the account for 15 minutes (product.md §2.4, §9). */
export const LOGIN_LOCKOUT_THRESHOLD = 10
export const LOGIN_LOCKOUT_MINUTES = 15
/** Attempts 6 to 9 wait for a 5-second countdown on the login button (product.md §2.4). */
export const LOGIN_COUNTDOWN_FROM_ATTEMPT = 6
export const LOGIN_COUNTDOWN_UNTIL_ATTEMPT = 9
export const LOGIN_COUNTDOWN_SECONDS = 5

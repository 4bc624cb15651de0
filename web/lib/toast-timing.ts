// How long each kind of toast stays, as the product sets it: long enough to read, short enough not
// to sit over the screen. The app's Notifications (components/app-notifications.tsx) close a
// toast after TOAST_DEFAULT_MS unless it names its own time; these are the named times.

/** Any toast that names no time of its own; the kit's own default would be 4 s. */
export const TOAST_DEFAULT_MS = 2000

export const TOAST_MS = {
  /** a change saved or an action done (staff and head office forms) */
  success: 1600,
  /** a new account, whose username the person writes down */
  userCreated: 3800,
  /** the profile: saved, photo, password changed */
  profile: 2600,
} as const

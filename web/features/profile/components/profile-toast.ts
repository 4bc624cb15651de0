// The profile's toasts stay TOAST_MS.profile: saved, photo, password changed, or why not.
import { notifications } from '@mantine/notifications'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { profileErrorText } from '../logic/errors'

export const profileToast = (color: 'green' | 'yellow' | 'red', message: string) =>
  notifications.show({ color, message, autoClose: TOAST_MS.profile })

/** A failed save: the server's sentence, else the profile's own `fallback`. */
export const profileFailureToast = (error: unknown, fallback: string) =>
  notifications.show({ color: 'red', message: profileErrorText(error, fallback), autoClose: TOAST_MS.profile })

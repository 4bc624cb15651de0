import '@mantine/notifications/styles.css'
import { Notifications } from '@mantine/notifications'
import { useMedia } from '#web/lib/use-media.ts'
import { PHONE_MEDIA_QUERY } from '../lib/theme'
import { TOAST_DEFAULT_MS } from '../lib/toast-timing'
import classes from './app-notifications.module.css'

/**
 * Toasts where they never cover the cart badge, the menu or Logout: at the bottom of a phone,
 * just below the app bar on a desk. A toast without its own time closes after TOAST_DEFAULT_MS.
 */
export default function AppNotifications() {
  const phone = useMedia(PHONE_MEDIA_QUERY)
  return (
    <Notifications
      position={phone ? 'bottom-center' : 'top-right'}
      autoClose={TOAST_DEFAULT_MS}
      classNames={{ root: classes.root }}
    />
  )
}

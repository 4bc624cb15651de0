import { useNotifications } from '@mantine/notifications'
import { lazy, Suspense, useState } from 'react'

// The toasts' frame (its transitions, portal and styles) is loaded with the first toast, not with
// every page: most visits show none. A toast shown before the frame arrives waits in the store.
const AppNotifications = lazy(() => import('./app-notifications'))

export function ToastsWhenNeeded() {
  const { notifications, queue } = useNotifications()
  const [needed, setNeeded] = useState(false)
  if (!needed && notifications.length + queue.length > 0) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <AppNotifications />
    </Suspense>
  )
}

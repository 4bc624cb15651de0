import { useRegisterSW } from 'virtual:pwa-register/react'
import { UpdatePrompt } from './update-prompt'

/** How often an open portal asks whether a new version was released. */
const UPDATE_CHECK_MS = 30 * 60 * 1000

/**
 * Registers the service worker and, when a new release is installed and waiting, asks before it
 * takes over: a stale app never keeps running unnoticed, and a half-filled form is never reloaded
 * away without the user's tap. Checks again on return to the tab and every half hour.
 */
export default function AppUpdates() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return
      const check = () => {
        if (navigator.onLine) void registration.update().catch(() => undefined)
      }
      setInterval(check, UPDATE_CHECK_MS)
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check()
      })
    },
  })
  if (!needRefresh) return null
  return <UpdatePrompt onReload={() => void updateServiceWorker(true)} />
}

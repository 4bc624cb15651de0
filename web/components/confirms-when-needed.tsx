import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { hasWaitingConfirms, subscribeConfirms } from '../lib/confirm'

// The confirmation dialogs' code (the modal, its focus trap and scroll lock) is loaded with the
// first confirmation, not with every page (lib/confirm.ts).
const ConfirmHost = lazy(() => import('./confirm-host'))

export function ConfirmsWhenNeeded() {
  const asked = useSyncExternalStore(subscribeConfirms, hasWaitingConfirms, () => false)
  const [needed, setNeeded] = useState(false)
  if (!needed && asked) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <ConfirmHost />
    </Suspense>
  )
}

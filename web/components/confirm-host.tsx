import { ModalsProvider, modals } from '@mantine/modals'
import { useEffect } from 'react'
import { subscribeConfirms, takeWaitingConfirms } from '../lib/confirm'

/**
 * The dialogs' host, loaded with the first confirmation (confirms-when-needed.tsx). The manager
 * listens from a layout effect; this passive effect runs after it, so nothing waiting is lost.
 */
export default function ConfirmHost() {
  useEffect(() => {
    const openWaiting = () => {
      for (const options of takeWaitingConfirms()) modals.openConfirmModal(options)
    }
    openWaiting()
    return subscribeConfirms(openWaiting)
  }, [])
  return <ModalsProvider />
}

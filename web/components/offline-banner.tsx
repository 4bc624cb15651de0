import { Text } from '@mantine/core'
import { useNetwork } from '@mantine/hooks'
import classes from './app-status.module.css'

export const OFFLINE_TEXT = 'Anda sedang offline — data akan dimuat ulang saat tersambung.'

/**
 * Says plainly that the network is gone, on every screen, login included. The screens stay as they
 * are; their calls wait and run again when the network returns (TanStack Query's online manager).
 */
export function OfflineBanner() {
  const { online } = useNetwork()
  if (online) return null
  return (
    <Text className={classes.offline} role="status" size="sm" fw={600} ta="center">
      {OFFLINE_TEXT}
    </Text>
  )
}

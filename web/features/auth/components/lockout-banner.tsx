import { Alert, Text, VisuallyHidden } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { useState } from 'react'
import { lockoutBannerText, reopenTimeText } from '../logic/lockout-time'

const LOCKED_ANNOUNCEMENT = 'Akun terkunci sementara karena terlalu banyak percobaan.'

interface LockoutBannerProps {
  lockedUntil: Date
  now: Date
}

/** The live countdown is not announced every second; screen readers hear the lock once. */
export function LockoutBanner({ lockedUntil, now }: LockoutBannerProps) {
  const [reopen] = useState(() => reopenTimeText(lockedUntil, now))
  return (
    <Alert color="orange" variant="light" icon={<IconLock aria-hidden />} role="status" aria-live="off">
      <VisuallyHidden role="alert">{LOCKED_ANNOUNCEMENT}</VisuallyHidden>
      <Text size="sm" aria-hidden>
        {lockoutBannerText(lockedUntil, now)}
      </Text>
      <Text size="sm" mt={4} fw={600}>
        Perkiraan dibuka kembali: <span style={{ whiteSpace: 'nowrap' }}>{reopen}</span>
      </Text>
    </Alert>
  )
}

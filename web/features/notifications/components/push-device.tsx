import { Button, Group, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { ApiError } from '#web/api/client.ts'
import { type DeviceState, deviceState, turnOff, turnOn } from '../api/push-device'

// This browser: pushes on or off, in words a workshop understands.

const STATE_TEXT: Record<DeviceState, string> = {
  unsupported: 'Browser ini tidak mendukung notifikasi push.',
  blocked: 'Notifikasi diblokir di browser ini. Izinkan lewat pengaturan situs, lalu coba lagi.',
  'no-worker': 'Aplikasi belum siap di browser ini. Muat ulang halaman, lalu coba lagi.',
  off: 'Push belum aktif di perangkat ini.',
  on: 'Push aktif di perangkat ini.',
}

export function PushDevice() {
  const [state, setState] = useState<DeviceState | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    void deviceState().then(setState, () => setState('unsupported'))
  }, [])

  const change = async (work: () => Promise<DeviceState>) => {
    setBusy(true)
    setError(null)
    try {
      setState(await work())
    } catch (e) {
      setError(e instanceof ApiError ? e.detail : 'Gagal mengubah push di perangkat ini.')
    } finally {
      setBusy(false)
    }
  }

  if (state === null) return null
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text size="sm" role="status">
        {error ?? STATE_TEXT[state]}
      </Text>
      {state === 'off' && (
        <Button variant="light" loading={busy} onClick={() => void change(turnOn)}>
          Aktifkan di perangkat ini
        </Button>
      )}
      {state === 'on' && (
        <Button variant="subtle" color="dark" loading={busy} onClick={() => void change(turnOff)}>
          Matikan di perangkat ini
        </Button>
      )}
    </Group>
  )
}

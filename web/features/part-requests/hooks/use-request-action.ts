// One write of a request's page ('Kirim Jawaban', 'Kirim Pesan', 'Tutup Permintaan', 'Tambah ke
// Keranjang'): one call per press, however fast the presses come; a refusal is kept in the server's
// words for the page to show, and a request moved meanwhile is read again so the page shows it.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ERROR_CODES } from '#common/errors.ts'
import { ApiError } from '#web/api/client.ts'
import { callFailure } from '#web/lib/call-failure.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { partRequestKeys } from '../api/keys'

export function useRequestAction(id: number) {
  const client = useQueryClient()
  const guard = useSingleFlight()
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    return guard.run(async () => {
      setFailure(null)
      setBusy(true)
      try {
        return await work()
      } catch (error) {
        setFailure(callFailure(error).message)
        const moved =
          error instanceof ApiError &&
          [ERROR_CODES.PART_REQUEST_STALE, ERROR_CODES.PART_REQUEST_STATE].includes(error.code as never)
        if (moved) void client.invalidateQueries({ queryKey: partRequestKeys.one(id) })
        return undefined
      } finally {
        setBusy(false)
      }
    })
  }

  return { run, busy, failure, clear: () => setFailure(null) }
}

// The live "is it free" of the username and the IBS code (SPEC §4): asked 400 ms after the text
// last changed, and only once the field's own rule passes (an impossible value needs no server).
import { useDebouncedValue } from '@mantine/hooks'
import { useStoreCodeCheck } from '../api/check-store-code'
import { useUsernameCheck } from '../api/check-username'
import { type AvailabilityState, availabilityOf } from '../logic/availability'

export const AVAILABILITY_DEBOUNCE_MS = 400

/** `value` as it will be asked about; `valid`: its rule passes. */
function useSettled(value: string, valid: boolean) {
  const [debounced] = useDebouncedValue(value, AVAILABILITY_DEBOUNCE_MS)
  return { debounced, settled: valid && debounced === value }
}

export function useUsernameAvailability(username: string, valid: boolean): AvailabilityState {
  const { debounced, settled } = useSettled(username, valid)
  const query = useUsernameCheck(debounced, settled)
  return availabilityOf({
    settled,
    pending: query.isPending || query.isFetching,
    failed: query.isError,
    answer: query.data ? { free: query.data.available, message: query.data.message } : null,
  })
}

export function useStoreCodeAvailability(code: string, valid: boolean): AvailabilityState {
  const { debounced, settled } = useSettled(code, valid)
  const query = useStoreCodeCheck(debounced, settled)
  return availabilityOf({
    settled,
    pending: query.isPending || query.isFetching,
    failed: query.isError,
    answer: query.data ? { free: !query.data.exists, message: query.data.message } : null,
  })
}

// The live "is it free" of the username and the IBS code (product.md §2.13, §9): asked 400 ms after the text
// last changed, and only once the field's own rule passes (an impossible value needs no server).
import { useDebouncedValue } from '@mantine/hooks'
import { useStoreCodeCheck } from '../api/check-store-code'
import { useUsernameCheck } from '../api/check-username'
import { type AvailabilityState, availabilityOf } from '../logic/availability'

export const AVAILABILITY_DEBOUNCE_MS = 400

interface Check<T> {
  data?: T
  isPending: boolean
  isFetching: boolean
  isError: boolean
}

/** `value` is asked about once it settled and `valid` (its rule passes); `answerOf` reads the check's answer. */
function useAvailability<T>(
  useCheck: (value: string, enabled: boolean) => Check<T>,
  value: string,
  valid: boolean,
  answerOf: (data: T) => { free: boolean; message: string | null },
): AvailabilityState {
  const [debounced] = useDebouncedValue(value, AVAILABILITY_DEBOUNCE_MS)
  const settled = valid && debounced === value
  const query = useCheck(debounced, settled)
  return availabilityOf({
    settled,
    pending: query.isPending || query.isFetching,
    failed: query.isError,
    answer: query.data ? answerOf(query.data) : null,
  })
}

export const useUsernameAvailability = (username: string, valid: boolean) =>
  useAvailability(useUsernameCheck, username, valid, (data) => ({ free: data.available, message: data.message }))

export const useStoreCodeAvailability = (code: string, valid: boolean) =>
  useAvailability(useStoreCodeCheck, code, valid, (data) => ({ free: !data.exists, message: data.message }))

// A request's state as a badge: what waits for the branch stands out, what ended is grey.
import { Badge } from '@mantine/core'
import { PART_REQUEST_STATE_LABEL, type PartRequestState } from '#common/part-requests.ts'

const COLOR: Record<PartRequestState, string> = { baru: 'orange', dijawab: 'teal', selesai: 'gray', ditutup: 'gray' }

export function StateBadge({ state }: { state: PartRequestState }) {
  return (
    <Badge color={COLOR[state]} variant={state === 'ditutup' ? 'outline' : 'light'} tt="none">
      {PART_REQUEST_STATE_LABEL[state]}
    </Badge>
  )
}

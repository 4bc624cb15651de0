import { Badge, Group } from '@mantine/core'
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react'
import type { OnboardingRow } from '#common/onboarding.ts'
import { ROW_ERROR, STORE_ACTION_VIEW, STORE_ONLY, USER_ACTION_VIEW } from '../logic/rows'

/** A row's status in words and colour: 'Error', or what saving it does to its store and its buyer. */
export function RowStatus({ row }: { row: Pick<OnboardingRow, 'ok' | 'store_action' | 'user_action'> }) {
  if (!row.ok) {
    return (
      <Badge color={ROW_ERROR.color} variant="light" tt="none" leftSection={<IconAlertCircle size={14} aria-hidden />}>
        {ROW_ERROR.label}
      </Badge>
    )
  }
  const store = row.store_action ? STORE_ACTION_VIEW[row.store_action] : null
  const user = row.user_action ? USER_ACTION_VIEW[row.user_action] : STORE_ONLY
  return (
    <Group gap={4} wrap="wrap">
      {store && (
        <Badge color={store.color} variant="light" tt="none" leftSection={<IconCircleCheck size={14} aria-hidden />}>
          {store.label}
        </Badge>
      )}
      <Badge color={user.color} variant="light" tt="none">
        {user.label}
      </Badge>
    </Group>
  )
}

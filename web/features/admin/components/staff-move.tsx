// Pindah Cabang: the staff member works at another active branch from now on. A double click
// moves him once.

import { Alert, Button, Group, Stack, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import type { StaffItem } from '#common/admin.ts'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useBranches } from '../api/get-branches'
import { useMoveStaff } from '../api/move-staff'
import { failureOf } from '../logic/errors'
import { STAFF_UI } from '../logic/messages'
import { BranchSelect } from './branch-select'

export function StaffMove({ staff }: { staff: StaffItem }) {
  const [target, setTarget] = useState(0)
  const move = useMoveStaff()
  const branches = useBranches()
  const guard = useSingleFlight()
  const code = branches.data?.items.find((branch) => branch.id === target)?.code ?? ''
  const submit = () => {
    if (target <= 0) return
    void guard.run(async () => {
      try {
        await move.mutateAsync({ id: staff.id, body: { branch_id: target } })
      } catch {
        // said by the call's own error, above the choice
        return
      }
      notifications.show({ color: 'green', message: STAFF_UI.moved(staff.username, code), autoClose: TOAST_MS.success })
      setTarget(0)
    })
  }
  return (
    <Stack gap="xs" role="group" aria-label={STAFF_UI.moveTitle}>
      <Title order={3} size="h5">
        {STAFF_UI.moveTitle}
      </Title>
      {move.isError && (
        <Alert color="red" role="alert" py="xs">
          {failureOf(move.error).message}
        </Alert>
      )}
      <Group align="flex-end" gap="xs" wrap="wrap">
        <div style={{ flex: '1 1 220px', minWidth: 0 }}>
          <BranchSelect
            label={STAFF_UI.moveTo}
            activeOnly
            exclude={staff.branch_id}
            placeholder={STAFF_UI.pickBranch}
            value={target}
            onChange={(id) => {
              move.reset()
              setTarget(id)
            }}
          />
        </div>
        <Button variant="light" disabled={target <= 0} loading={move.isPending} onClick={submit}>
          {STAFF_UI.move}
        </Button>
      </Group>
    </Stack>
  )
}

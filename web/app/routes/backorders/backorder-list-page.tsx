// Sisa Pesanan (product.md §13.1): the buyer's store's lines at /user/sisa-pesanan, the staff's
// branch's at /seller/sisa-pesanan. The open ones by default, Stok Tersedia first; the buyer orders
// ticked lines again or gives them up, staff give them up with a reason.
import { Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { BACKORDER_TEXT } from '#common/backorder-rules.ts'
import type { BackorderLine, BackorderListResponse } from '#common/backorders.ts'
import { lazyDialog } from '#web/components/lazy-dialog.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { PagedFooter } from '#web/components/paged-list.tsx'
import { useBackorders } from '#web/features/backorders/api/get-backorders.ts'
import type { BackorderSide } from '#web/features/backorders/api/keys.ts'
import { BackorderActionBar } from '#web/features/backorders/components/action-bar.tsx'
import { BackorderFilterBar } from '#web/features/backorders/components/backorder-filters.tsx'
import { BackorderList } from '#web/features/backorders/components/backorder-list.tsx'
import { useBackorderActions } from '#web/features/backorders/hooks/use-backorder-actions.ts'
import { useBackorderFilters } from '#web/features/backorders/hooks/use-backorder-filters.ts'
import { useBackordersFollowOrders } from '#web/features/backorders/hooks/use-follow-orders.ts'
import { useSelection } from '#web/features/backorders/hooks/use-selection.ts'
import { BACKORDER_UI } from '#web/features/backorders/logic/messages.ts'
import { usePagedRows } from '#web/lib/use-paged-rows.ts'

const BatalDialog = lazyDialog(() => import('#web/features/backorders/components/batal-dialog.tsx'))

export function BackorderListPage({ side }: { side: BackorderSide }) {
  const view = useBackorderFilters()
  const list = usePagedRows<BackorderListResponse, BackorderLine>(useBackorders(side, view.params ?? {}))
  useBackordersFollowOrders()
  const selection = useSelection(list.rows)
  const actions = useBackorderActions(selection.clear)
  const [confirming, setConfirming] = useState(false)
  return (
    <Stack gap="md">
      <PageHeader title={BACKORDER_TEXT.title} />
      <Text size="sm" c="dimmed" mt={-12}>
        {BACKORDER_UI.intro[side]}
      </Text>
      <BackorderFilterBar
        filters={view.filters}
        set={view.set}
        clear={view.clear}
        problem={view.problem}
        staff={side === 'seller'}
      />
      <BackorderList list={list} side={side} selection={selection} />
      <PagedFooter list={list} />
      <BackorderActionBar side={side} selection={selection} actions={actions} onBatal={() => setConfirming(true)} />
      <BatalDialog
        opened={confirming}
        count={selection.chosen.length}
        staff={side === 'seller'}
        busy={actions.busy === 'batal'}
        onConfirm={(reason) => actions.batal(selection.chosen, reason)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  )
}

// Selisih (product.md §13.3) at /seller/selisih: what the branch's stores reported wrong of a
// delivery, the open ones by default, oldest first; staff close each with a resolution. The
// delivery's page is the deliveries route's address, handed to the list as its Surat Jalan link.
import { SegmentedControl, Stack, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import { DISCREPANCY_FILTERS, DISCREPANCY_STATE_LABEL, type Discrepancy, RECEIPT_TEXT } from '#common/receipts.ts'
import { lazyDialog } from '#web/components/lazy-dialog.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { PagedFooter } from '#web/components/paged-list.tsx'
import { type DiscrepancyPage, useDiscrepancies } from '#web/features/deliveries/api/get-discrepancies.ts'
import { DiscrepancyList } from '#web/features/deliveries/components/discrepancy-list.tsx'
import { useDiscrepanciesFollowOrders } from '#web/features/deliveries/hooks/use-follow-order.ts'
import { RECEIPT_UI } from '#web/features/deliveries/logic/messages.ts'
import type { FilterParams } from '#web/lib/list-filters.ts'
import { usePagedRows } from '#web/lib/use-paged-rows.ts'
import { deliveryPaths } from '../deliveries/paths'

const CloseDiscrepancyDialog = lazyDialog(() => import('#web/features/deliveries/components/close-discrepancy-dialog.tsx'))

type StateFilter = (typeof DISCREPANCY_FILTERS)[number]
const STATES = DISCREPANCY_FILTERS.map((value) => ({
  value,
  label: value === 'semua' ? RECEIPT_UI.all : DISCREPANCY_STATE_LABEL[value],
}))

export function DiscrepancyListPage() {
  const [state, setState] = useState<StateFilter>('terbuka')
  // the server's default is the open ones: left out of the query
  const params = useMemo((): FilterParams => (state === 'terbuka' ? {} : { state }), [state])
  const list = usePagedRows<DiscrepancyPage, Discrepancy>(useDiscrepancies(params))
  useDiscrepanciesFollowOrders()
  // kept after the dialog closes, so it does not empty itself while it fades
  const [target, setTarget] = useState<Discrepancy | null>(null)
  const [closing, setClosing] = useState(false)
  return (
    <Stack gap="md">
      <PageHeader title={RECEIPT_TEXT.listTitle} />
      <Text size="sm" c="dimmed" mt={-12}>
        {RECEIPT_UI.listIntro}
      </Text>
      <SegmentedControl
        aria-label={RECEIPT_UI.state}
        data={STATES}
        value={state}
        onChange={(value) => setState(value as StateFilter)}
        style={{ alignSelf: 'flex-start' }}
      />
      <DiscrepancyList
        list={list}
        deliveryPath={(id) => deliveryPaths.detail('seller', id)}
        onClose={(d) => {
          setTarget(d)
          setClosing(true)
        }}
      />
      <PagedFooter list={list} />
      <CloseDiscrepancyDialog opened={closing} discrepancy={target} onClose={() => setClosing(false)} />
    </Stack>
  )
}

// One loaded order: header, lines (table or cards), actions, history, dialogs and the print view.
import { Box, Stack } from '@mantine/core'
import { useMemo } from 'react'
import type { OrderDetail } from '#common/orders.ts'
import printPage from '#web/components/print.module.css'
import { StockTime } from '#web/components/stock-time.tsx'
import type { CartHandoff } from '#web/lib/cart-handoff.ts'
import { PHONE_MEDIA_QUERY } from '#web/lib/theme.ts'
import { useLeaveGuard } from '#web/lib/use-leave-guard.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { useReadyStatuses } from '../api/get-ready-statuses'
import { useLineDraft } from '../hooks/use-line-draft'
import { useLineEdits } from '../hooks/use-line-edits'
import { useOrderActions } from '../hooks/use-order-actions'
import { useOscLoad } from '../hooks/use-osc-load'
import type { PrintMode } from '../hooks/use-print-mode'
import { LEAVE_UNSENT } from '../logic/detail-messages'
import { detailView } from '../logic/detail-view'
import { quoteExpired } from '../logic/line-money'
import { buildLines, etaToday, totalOf } from '../logic/lines'
import { hasUnsentChanges } from '../logic/unsent-changes'
import { ActionBar } from './action-bar'
import { ConflictDialog } from './conflict-dialog'
import { LineCards } from './line-cards'
import type { CellContext } from './line-columns'
import { LineTable } from './line-table'
import { OrderHeader } from './order-header'
import { OrderReview } from './order-review'
import { OrderTimeline } from './order-timeline'
import { OrderTotalsBlock } from './order-totals'
import { OscOverlay } from './osc-overlay'
import { PesanLagiResult } from './pesan-lagi-result'
import classes from './print.module.css'
import { PrintDocument } from './print-document'
import { QuoteNotice } from './quote-notice'
import { WhatsAppShare } from './whatsapp-share'

/** Mantine's 'sm' breakpoint: below it, lines are cards with a bottom sheet. */
export const PHONE_QUERY = PHONE_MEDIA_QUERY

interface OrderDetailBodyProps {
  order: OrderDetail
  /** The buyer's cart, which 'Pesan Lagi' fills (handed in by the page: another feature). */
  cart: CartHandoff
  /** The page's print mode: it outlives this body, which starts anew with each status. */
  printer: PrintMode
}

export function OrderDetailBody({ order, cart, printer }: OrderDetailBodyProps) {
  const view = useMemo(() => detailView(order.role_view, order.status_code), [order.role_view, order.status_code])
  const statuses = useReadyStatuses()
  // the current parts of replaced numbers are asked too: staff see their stock beside the old one
  const partNos = useMemo(
    () => [...new Set(order.items.flatMap((i) => (i.pengganti ? [i.nomor_part, i.pengganti.nomor_part] : [i.nomor_part])))],
    [order.items],
  )
  const osc = useOscLoad(view.editConfirm, partNos)
  const [draft, editor] = useLineDraft(order.catatan_pesanan_seller ?? '')
  const lines = useMemo(() => buildLines(order, view, draft, osc.state, statuses), [order, view, draft, osc.state, statuses])
  // the totals follow what is typed, counted by the same function as the server's
  const totals = useMemo(() => totalOf(order, lines), [order, lines])
  const expired = quoteExpired(order, etaToday())
  // typed and not sent: the tab, a link, 'Kembali' or the back button ask before it is lost
  const unsent = useMemo(
    () => hasUnsentChanges(order, view, draft, osc.state, statuses),
    [order, view, draft, osc.state, statuses],
  )
  useLeaveGuard(unsent, LEAVE_UNSENT)
  const actions = useOrderActions(order, lines, draft.orderNote, cart)
  const phone = useMedia(PHONE_QUERY)
  const loadingOsc = osc.state.phase === 'loading'
  const edits = useLineEdits(order)
  const extraCap = order.batas_diskon_tambahan ?? 0
  const ctx: CellContext = { view, statuses, oscPhase: osc.state.phase, editor, edits, extraCap }

  return (
    <>
      <Stack gap="md" className={printPage.screen}>
        <OrderHeader order={order} editNote={view.editConfirm} orderNote={draft.orderNote} onOrderNote={editor.orderNote} />
        <QuoteNotice order={order} expired={expired} />
        {osc.state.stockTime && <StockTime at={osc.state.stockTime.at} staleHours={osc.state.stockTime.staleHours} size="sm" />}
        <Box pos="relative" mih={loadingOsc ? 260 : undefined}>
          <OscOverlay visible={loadingOsc} slow={osc.slow} onSkip={osc.skip} />
          {phone ? <LineCards lines={lines} ctx={ctx} /> : <LineTable lines={lines} ctx={ctx} />}
        </Box>
        {lines.length > 0 ? (
          <OrderTotalsBlock totals={totals} tax={order.tax} validUntil={order.price_valid_until} expired={expired} />
        ) : null}
        <Box className={classes.actionBar}>
          <ActionBar
            view={view}
            invoice={order.nomor_invoice}
            actions={actions}
            disabled={loadingOsc}
            quoteExpired={expired}
            compact={phone}
            onPrint={printer.print}
          />
        </Box>
        <WhatsAppShare order={order} lines={lines} totals={totals} compact={phone} />
        <OrderTimeline events={order.events} />
      </Stack>
      <OrderReview
        opened={actions.reviewing}
        lines={lines}
        totals={totals}
        tax={order.tax}
        busy={actions.busy === 'lanjut'}
        phone={phone}
        onConfirm={actions.lanjut}
        onClose={actions.closeReview}
      />
      <ConflictDialog
        conflicts={actions.conflicts}
        busy={actions.busy === 'resend'}
        onClose={actions.closeConflicts}
        onRevise={editor.revise}
        onResend={actions.resend}
      />
      <PesanLagiResult answer={actions.reordered} onClose={actions.closeReordered} />
      {printer.printing ? (
        <PrintDocument order={order} view={view} lines={lines} totals={totals} orderNote={draft.orderNote} />
      ) : null}
    </>
  )
}

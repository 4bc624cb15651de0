// Cart screen (product.md §2.8): check items, adjust quantities and notes, preview and send an estimate.
import { Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useDeferredValue, useState } from 'react'
import type { TaxSettingsAnswer } from '#common/order-totals.ts'
import { ApiError } from '#web/api/client.ts'
import { lazyDialog } from '#web/components/lazy-dialog.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { useReplaceItem } from '#web/features/cart/api/replace-item.ts'
import { BuyerNote } from '#web/features/cart/components/buyer-note.tsx'
import { CartLine, CartLinesHeader, cartLineClasses } from '#web/features/cart/components/cart-line.tsx'
import { CartLoadError, CartSkeleton, EmptyCart } from '#web/features/cart/components/cart-states.tsx'
import { CartSummary } from '#web/features/cart/components/cart-summary.tsx'
import { CartToolbar } from '#web/features/cart/components/cart-toolbar.tsx'
import { confirmClear, confirmRemove } from '#web/features/cart/components/confirms.tsx'
import { FrequentPanel } from '#web/features/cart/components/frequent-panel.tsx'
import { cartQuery, type UseCart, useCart } from '#web/features/cart/hooks/use-cart.ts'
import { useCartErrorToasts } from '#web/features/cart/hooks/use-cart-error-toasts.ts'
import { useCartSelection } from '#web/features/cart/hooks/use-cart-selection.ts'
import { useEstimateCheckout } from '#web/features/cart/hooks/use-estimate-checkout.ts'
import { CART_TITLE } from '#web/features/cart/logic/messages.ts'
import { selectedLines, selectionTotals } from '#web/features/cart/logic/totals.ts'

const EstimatePreview = lazyDialog(() => import('#web/features/cart/components/estimate-preview.tsx'))

export function CartPage() {
  const cart = useCart()
  const query = useQuery(cartQuery())
  useCartErrorToasts()
  // Lines that arrive while the page is open render in the background, between other work: the
  // placeholders stay until they are ready rather than the phone freezing while they render.
  const loading = useDeferredValue(cart.isLoading)

  let body: ReactNode
  if (loading) body = <CartSkeleton />
  else if (query.isError && cart.items.length === 0) {
    const detail = query.error instanceof ApiError ? query.error.detail : ''
    body = <CartLoadError detail={detail} onRetry={() => void query.refetch()} />
  } else if (cart.items.length === 0) body = <EmptyCart />
  // the lines and the PPN come in one answer: lines without it are not the server's yet
  else if (!cart.tax) body = <CartSkeleton />
  else body = <CartContent cart={cart} tax={cart.tax} />

  return (
    <>
      <PageHeader title={CART_TITLE} />
      <Stack gap="md">
        {body}
        {/* what the store orders most, one tap away: under the lines, or instead of them */}
        {loading ? null : <FrequentPanel />}
      </Stack>
    </>
  )
}

/** `tax`: the PPN in effect today, from the cart's answer; the totals count with it. */
function CartContent({ cart, tax }: { cart: UseCart; tax: TaxSettingsAnswer }) {
  const selection = useCartSelection(cart.items)
  const [note, setNote] = useState('')
  const [previewOpen, setPreviewOpen] = useState(false)
  const checkout = useEstimateCheckout()
  const replace = useReplaceItem()
  const totals = selectionTotals(cart.items, selection.selected, tax)
  const chosenLines = selectedLines(cart.items, selection.selected)

  async function send() {
    const sent = await checkout.send(
      chosenLines.map((l) => l.product_id),
      note,
    )
    // refused: back to the cart; a press ignored while the first is out changes nothing
    if (sent === false) setPreviewOpen(false)
  }

  return (
    <Stack gap="md" className={cartLineClasses.page}>
      <CartToolbar
        itemCount={cart.items.length}
        maxItems={cart.maxItems}
        state={selection.state}
        onCheckAll={selection.checkAll}
        onClear={() => confirmClear(cart.items.length, () => void cart.clear())}
      />
      <div className={cartLineClasses.list}>
        <CartLinesHeader />
        {cart.items.map((item) => (
          <CartLine
            key={item.product_id}
            item={item}
            selected={selection.selected.has(item.product_id)}
            onToggle={() => selection.toggle(item.product_id)}
            onQty={(qty) => cart.setQty(item.product_id, qty)}
            onNote={(text) => cart.setNote(item.product_id, text)}
            onRemoveRequest={() => confirmRemove(item, () => cart.remove(item.product_id))}
            replacing={replace.isPending && replace.variables?.product_id === item.product_id}
            onReplace={async () => {
              if (!item.superseded_by) return
              const switched = { product_id: item.product_id, sto_id: item.sto_id, to: item.superseded_by.sto_id }
              // a refusal is said by the call's own toast
              await replace.mutateAsync(switched).catch(() => undefined)
            }}
          />
        ))}
      </div>
      <BuyerNote value={note} onChange={setNote} />
      <CartSummary totals={totals} tax={tax} onSend={() => setPreviewOpen(true)} />
      <EstimatePreview
        opened={previewOpen}
        lines={chosenLines}
        totals={totals}
        tax={tax}
        note={note}
        sending={checkout.sending}
        onClose={() => setPreviewOpen(false)}
        onConfirm={() => void send()}
      />
    </Stack>
  )
}

// The buttons' work (product.md §4.2, §8.3): send, show the outcome, reload the order. The reload
// brings the new status, and the page then moves its address to the new list bucket. The rest of the
// app (reports, other tabs) hears of the change from the server's event stream (web/lib/live).
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { PesanLagiResponse } from '#common/cart.ts'
import { ERROR_CODES } from '#common/errors.ts'
import type { OrderDetail, OscConflict } from '#common/orders.ts'
import { ApiError } from '#web/api/client.ts'
import type { CartHandoff } from '#web/lib/cart-handoff.ts'
import { ORDERS_QUERY_ROOT } from '#web/lib/live/order-events.ts'
import { saveFile } from '#web/lib/save-file.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useBatalOrder } from '../api/batal-order'
import { useExportOrder } from '../api/export-order'
import { useKirimKonfirmasi } from '../api/kirim-konfirmasi'
import { useLanjutPesan } from '../api/lanjut-pesan'
import { usePerbaruiHarga } from '../api/perbarui-harga'
import { usePesanLagi } from '../api/pesan-lagi'
import * as text from '../logic/detail-messages'
import type { DetailLine } from '../logic/lines'
import { buildKirimKonfirmasi, buildLanjutPesan, type Resolve } from '../logic/payload'

type ActionName = 'kirim' | 'resend' | 'lanjut' | 'batal' | 'export' | 'pesanLagi' | 'perbarui'

const toast = (message: string, color: string) => notifications.show({ message, color, autoClose: text.TOAST_MS })

/** 409 OSC_WARNING with its conflicts, or null for any other failure. */
function conflictsOf(error: unknown): OscConflict[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== ERROR_CODES.OSC_WARNING) return null
  const conflicts = error.body?.conflicts
  return Array.isArray(conflicts) ? (conflicts as OscConflict[]) : null
}

function exportFailed(error: Error) {
  if (error instanceof ApiError && error.status === 422) toast(text.EXPORT_EMPTY, 'yellow')
  else if (error instanceof ApiError) toast(text.exportErrorText(error.status, error.detail), 'red')
  else toast(text.exportErrorText(0, text.errorDetail(error)), 'red')
}

/**
 * What follows a done action: the toast and a reload of every order view (this detail, the lists,
 * their counts), after which the page follows the new bucket. Each mutation waits for it, so its
 * button stays busy until the new status is on screen.
 */
function useActionDone() {
  const queryClient = useQueryClient()
  return async (message: string) => {
    toast(message, 'green')
    await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT })
  }
}

function busyAction(mutations: Record<ActionName, { isPending: boolean }>): ActionName | null {
  return (Object.keys(mutations) as ActionName[]).find((name) => mutations[name].isPending) ?? null
}

/**
 * A press of any of the page's action buttons: nothing while another action is out, so a double
 * click sends one request and shows one outcome; a failure goes to `failed`.
 */
function usePress() {
  const guard = useSingleFlight()
  return (work: () => Promise<unknown>, failed: (error: Error) => void) =>
    void guard.run(async () => {
      try {
        await work()
      } catch (error) {
        failed(error instanceof Error ? error : new Error(String(error)))
      }
    })
}

export function useOrderActions(order: OrderDetail, lines: readonly DetailLine[], orderNote: string, cart: CartHandoff) {
  const done = useActionDone()
  const press = usePress()
  const [conflicts, setConflicts] = useState<OscConflict[] | null>(null)
  const [reviewing, setReviewing] = useState(false)
  const [reordered, setReordered] = useState<PesanLagiResponse | null>(null)
  const reorder = usePesanLagi(cart, setReordered)

  const kirim = useKirimKonfirmasi(() => done(text.CONFIRMATION_SENT))
  // a second mutation of the same call: its own busy state for the conflict dialog
  const resend = useKirimKonfirmasi(() => {
    setConflicts(null)
    return done(text.CONFIRMATION_SENT)
  })
  const lanjut = useLanjutPesan(() => {
    setReviewing(false)
    return done(text.LANJUT_DONE)
  })
  const batal = useBatalOrder(() => done(text.BATAL_DONE))
  // the status stays Konfirmasi: the order reloads with its new prices
  const perbarui = usePerbaruiHarga(() => done(text.PERBARUI_DONE))
  const exporting = useExportOrder((file) => {
    saveFile(file)
    // the first export moves a Dipesan order to Diproses: the reload shows it
    return done(text.exportDone(file.fileName))
  })

  function kirimFailed(error: Error) {
    const found = conflictsOf(error)
    if (found) setConflicts(found)
    else toast(text.kirimErrorText(error), 'red')
  }

  return {
    busy: busyAction({ kirim, resend, lanjut, batal, export: exporting, pesanLagi: reorder, perbarui }),
    conflicts,
    closeConflicts: () => setConflicts(null),
    kirim: () => {
      // the server would refuse it (422 STATUS_QTY_MISMATCH); the marked lines say what to fix
      const wrong = lines.filter((l) => l.statusProblem)
      if (wrong.length > 0) return toast(text.statusMismatchText(wrong.map((l) => l.item.nomor_part)), 'red')
      // above the branch's cap the server answers 422 EXTRA_DISCOUNT_TOO_HIGH; the fields say why
      const badExtra = lines.filter((l) => l.extraProblem)
      if (badExtra.length > 0) return toast(text.extraProblemText(badExtra.map((l) => l.item.nomor_part)), 'red')
      press(() => kirim.mutateAsync({ id: order.id, body: buildKirimKonfirmasi(lines, orderNote) }), kirimFailed)
    },
    resend: (resolve: Resolve) =>
      press(
        () => resend.mutateAsync({ id: order.id, body: buildKirimKonfirmasi(lines, orderNote, resolve) }),
        (error) => toast(text.resendErrorText(error), 'red'),
      ),
    /** 'Lanjut Pesan' opens the review; 'Pesan Sekarang' there places the order */
    reviewing,
    review: () => setReviewing(true),
    closeReview: () => setReviewing(false),
    lanjut: () =>
      press(
        () => lanjut.mutateAsync({ id: order.id, body: buildLanjutPesan(lines) }),
        (error) => toast(text.lanjutErrorText(error), 'red'),
      ),
    /** 'Batal Pesan': `ask` is the question; the guard holds from the press, so a second press opens no second one */
    batal: (ask: () => Promise<boolean>) =>
      press(
        async () => {
          if (await ask()) await batal.mutateAsync(order.id)
        },
        (error) => toast(text.batalErrorText(error), 'red'),
      ),
    /** 'Pesan Lagi': the lines into the cart; `reordered` says what went in */
    pesanLagi: () =>
      press(
        () => reorder.mutateAsync(order.id),
        (error) => toast(text.pesanLagiErrorText(error), 'red'),
      ),
    reordered,
    closeReordered: () => setReordered(null),
    /** staff's 'Perbarui Harga' at Konfirmasi: today's prices and a new validity */
    perbaruiHarga: () =>
      press(
        () => perbarui.mutateAsync(order.id),
        (error) => toast(text.perbaruiErrorText(error), 'red'),
      ),
    exportFile: () => press(() => exporting.mutateAsync({ id: order.id, invoice: order.nomor_invoice }), exportFailed),
  }
}

export type OrderActionsApi = ReturnType<typeof useOrderActions>

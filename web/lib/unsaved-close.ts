// A form with typed data inside a modal or a detail (head office's Tambah/Ubah modals, List Toko's
// Ubah inside a store's detail; product.md §11.1): closing it by its X, Escape, a click beside it
// or Batal asks first, and leaving the page under it (a menu link, the back button, closing the
// tab) asks as any page with unsaved work does (use-leave-guard.ts).
import { useEffect, useRef } from 'react'
import { openConfirm } from './confirm'
import { useLeaveGuard } from './use-leave-guard'

/** Closing a form with typed data asks first, in the words of leaving a page. */
export const UNSAVED_CLOSE = {
  title: 'Tutup formulir?',
  question: 'Data yang diisi belum disimpan. Jika formulir ini ditutup, isinya hilang. Tetap tutup formulir?',
  yes: 'Ya, tutup',
  no: 'Tetap di sini',
} as const
/** A form with typed data open while the page itself is left (a link, the back button, closing the tab). */
export const LEAVE_UNSAVED =
  'Data yang diisi belum disimpan. Jika halaman ini ditinggalkan, isinya hilang. Tetap tinggalkan halaman?'

/** Where the form inside tells whatever closes it whether it holds typed data. */
export type Holds = { current: boolean }

/** Runs `close` at once, or after 'Tutup formulir?' while `holds` says a change is not saved. */
export function closeAsking(holds: Holds, close: () => void): void {
  if (!holds.current) {
    close()
    return
  }
  openConfirm({
    title: UNSAVED_CLOSE.title,
    children: UNSAVED_CLOSE.question,
    labels: { confirm: UNSAVED_CLOSE.yes, cancel: UNSAVED_CLOSE.no },
    confirmProps: { color: 'red' },
    onConfirm: close,
  })
}

export interface UnsavedClose {
  /** The modal's close: asks first while the form inside holds typed data. */
  close: () => void
  holds: Holds
}

/** The modal's side: its close, which asks while the form inside says it holds typed data. */
export function useUnsavedClose(onClose: () => void): UnsavedClose {
  const holds = useRef(false)
  return { close: () => closeAsking(holds, onClose), holds }
}

/** The form's side, inside the modal or detail: tells it what the form holds, and guards the page. */
export function useReportUnsaved(unsaved: boolean, { holds }: { holds: Holds }): void {
  useEffect(() => {
    holds.current = unsaved
    // a form that is gone (saved, or closed after the question) holds nothing
    return () => {
      holds.current = false
    }
  }, [unsaved, holds])
  useLeaveGuard(unsaved, LEAVE_UNSAVED)
}

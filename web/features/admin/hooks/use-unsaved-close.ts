// Head office's Tambah/Ubah modals with typed data (product.md §11.1): closing one by its X, Escape,
// a click beside it or Batal asks first, and leaving the page under it (a menu link, the back
// button, closing the tab) asks as any page with unsaved work does (web/lib/use-leave-guard.ts).
import { useEffect, useRef } from 'react'
import { openConfirm } from '#web/lib/confirm.ts'
import { useLeaveGuard } from '#web/lib/use-leave-guard.ts'
import { LEAVE_UNSAVED, UNSAVED_CLOSE } from '../logic/messages'

function confirmClose(onClose: () => void): void {
  openConfirm({
    title: UNSAVED_CLOSE.title,
    children: UNSAVED_CLOSE.question,
    labels: { confirm: UNSAVED_CLOSE.yes, cancel: UNSAVED_CLOSE.no },
    confirmProps: { color: 'red' },
    onConfirm: onClose,
  })
}

export interface UnsavedClose {
  /** The modal's close: asks first while the form inside holds typed data. */
  close: () => void
  /** Where the form inside tells whether it holds typed data. */
  holds: { current: boolean }
}

/** The modal's side: its close, which asks while the form inside says it holds typed data. */
export function useUnsavedClose(onClose: () => void): UnsavedClose {
  const holds = useRef(false)
  return {
    close: () => (holds.current ? confirmClose(onClose) : onClose()),
    holds,
  }
}

/** The form's side, inside the modal: tells the modal what it holds, and guards the page. */
export function useReportUnsaved(unsaved: boolean, modal: UnsavedClose): void {
  const { holds } = modal
  useEffect(() => {
    holds.current = unsaved
    // a form that is gone (saved, or closed after the question) holds nothing
    return () => {
      holds.current = false
    }
  }, [unsaved, holds])
  useLeaveGuard(unsaved, LEAVE_UNSAVED)
}

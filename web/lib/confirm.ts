// A confirmation dialog (trapped focus, Escape closes) without loading the dialog's code with every
// page: the confirmation waits here until the dialogs' host has loaded (ConfirmsWhenNeeded), then
// opens through the UI kit's modals manager. Most visits never confirm anything.
import type { OpenConfirmModal } from '@mantine/modals'

export type ConfirmOptions = OpenConfirmModal

type Listener = () => void

const waiting: ConfirmOptions[] = []
const listeners = new Set<Listener>()

function notify(): void {
  for (const listener of listeners) listener()
}

/** Opens a confirmation dialog; its code loads with the first one. */
export function openConfirm(options: ConfirmOptions): void {
  waiting.push(options)
  notify()
}

/** The confirmations not yet handed to a host, first asked first. */
export function takeWaitingConfirms(): ConfirmOptions[] {
  return waiting.splice(0)
}

export function hasWaitingConfirms(): boolean {
  return waiting.length > 0
}

export function subscribeConfirms(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

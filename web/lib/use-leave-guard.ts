// Asks before a page is left while something on it would be lost (passwords shown once, changes
// not yet sent): closing or reloading the tab (the browser's own question), a link of the app (our
// dialog, then the navigation), and the browser's or phone's back button (a second history entry of
// the same address catches the first press; the dialog then goes back for real or stays). The app
// runs on a plain BrowserRouter, which has no navigation blocker of its own.
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { openConfirm } from './confirm'

export const LEAVE_TITLE = 'Tinggalkan halaman?'
export const LEAVE_YES = 'Ya, tinggalkan'
export const LEAVE_NO = 'Tetap di sini'

/** The question itself, for the screen's own 'leave' actions too; `onStay` when it is declined or closed. */
export function confirmLeave(question: string, onLeave: () => void, onStay?: () => void): void {
  let left = false
  openConfirm({
    title: LEAVE_TITLE,
    children: question,
    labels: { confirm: LEAVE_YES, cancel: LEAVE_NO },
    confirmProps: { color: 'red' },
    onConfirm: () => {
      left = true
      onLeave()
    },
    onClose: () => {
      if (!left) onStay?.()
    },
  })
}

/** The address an ordinary click on a link of this app would open, or null for any other click. */
function appLinkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null
  if (link.target && link.target !== '_self') return null
  const url = new URL(link.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  const to = url.pathname + url.search + url.hash
  return to === window.location.pathname + window.location.search + window.location.hash ? null : to
}

/** Marks the extra history entry, so a second arming (a re-run effect) does not add another. */
const GUARD_MARK = 'leaveGuard'

/**
 * True while the page stands on the guard's extra history entry: a page that moves on by itself
 * (after a save) replaces that entry, so the back button then returns to the page once, not twice.
 */
export function onGuardEntry(): boolean {
  const state: unknown = window.history.state
  return Boolean(state && typeof state === 'object' && GUARD_MARK in state)
}

function armBackButton(): void {
  if (onGuardEntry()) return
  const state: unknown = window.history.state
  window.history.pushState({ ...(state ?? {}), [GUARD_MARK]: true }, '', window.location.href)
}

/** While `active`, leaving the page asks `question` first. */
export function useLeaveGuard(active: boolean, question: string): void {
  const navigate = useNavigate()
  const navigateRef = useRef(navigate)
  navigateRef.current = navigate

  useEffect(() => {
    if (!active) return
    let leaving = false
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // older browsers ask only when a value is set
      event.returnValue = ''
    }
    // capture, on the document: before the router's link handler, which then sees the click prevented
    const onClick = (event: MouseEvent) => {
      const to = appLinkTarget(event)
      if (to === null) return
      event.preventDefault()
      // the extra entry gives way to the new page: one back press from there returns here
      confirmLeave(question, () => navigateRef.current(to, { replace: onGuardEntry() }))
    }
    // the back press took the extra entry: the address is still this page's
    const onPopState = () => {
      if (leaving) return
      confirmLeave(
        question,
        () => {
          leaving = true
          window.history.back()
        },
        armBackButton,
      )
    }
    armBackButton()
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
    }
  }, [active, question])
}

// Asks before the page is left while something shown once would be lost (the one-time passwords
// not yet downloaded): closing or reloading the tab (the browser's own question), a link of the
// app (our dialog, then the navigation), and the phone's back button (a second history entry of
// the same address catches the first press; the dialog then goes back for real or stays).
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { openConfirm } from '#web/lib/confirm.ts'
import { LEAVE_NO, LEAVE_TITLE, LEAVE_YES } from '../logic/messages'

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

function armBackButton(): void {
  const state: unknown = window.history.state
  if (state && typeof state === 'object' && GUARD_MARK in state) return
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
      confirmLeave(question, () => navigateRef.current(to))
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

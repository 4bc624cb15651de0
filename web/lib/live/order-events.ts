// Live order status (product.md §10.5): the server's event stream says which order moved; every
// order list and detail on screen reloads itself through react-query, within a moment, and other
// screens hear of it through order-changes.ts. It is the one path: an action in this tab comes back
// through it as well.
import type { QueryClient } from '@tanstack/react-query'
import { ApiError, api } from '#web/api/client.ts'
import { announceOrderChange, type OrderStatusEvent } from './order-changes'

export const ORDERS_QUERY_ROOT = ['orders'] as const
/** A person's messages (the bell); the stream says 'notification' when he has new ones. */
export const NOTIFICATIONS_QUERY_ROOT = ['notifications'] as const

/**
 * A role chosen or a sign-in in this tab ends the old session a moment before its answer (and the
 * new cookie) arrives, and then the tab's new screens open their own stream: the tab asks only
 * after this pause, so it never asks with the old cookie and signs itself out.
 */
const SESSION_ASK_DELAY_MS = 1_500

/**
 * After the server said the stream's session ended: whether this browser is still signed in (it
 * signed in again or took another role meanwhile, in this tab or another). A 401 here logs the
 * tab out once through the client, which leads to the sign-in page.
 */
export async function stillSignedIn(): Promise<boolean> {
  try {
    await api.get('/auth/me')
    return true
  } catch (error) {
    // only the server's refusal says the session is gone; a network error is no answer
    return !(error instanceof ApiError && (error.status === 401 || error.status === 403))
  }
}

/**
 * Opens /api/events while signed in; EventSource reconnects by itself when the network drops.
 * Changes made while the stream was down are not replayed, so a reconnect ('ready' after the
 * first) and the server's 'resync' (its database connection came back) reload every order view.
 * The server ends the stream with its session ('session-ended'): the tab stops listening rather
 * than reconnect into a refusal, and listens again only with the session the browser has now.
 */
export function connectOrderEvents(
  client: QueryClient,
  source: (url: string) => EventSource = (url) => new EventSource(url),
  afterEnd: { signedIn: () => Promise<boolean>; askAfterMs: number } = {
    signedIn: stillSignedIn,
    askAfterMs: SESSION_ASK_DELAY_MS,
  },
) {
  const reloadOrders = () => void client.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT })
  const reloadMessages = () => void client.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_ROOT })
  // what may have been missed while the stream was down
  const reload = () => {
    reloadOrders()
    reloadMessages()
  }
  let connectedBefore = false
  let stopped = false
  let events: EventSource

  function listen() {
    events = source('/api/events')
    events.addEventListener('ready', () => {
      if (connectedBefore) reload()
      connectedBefore = true
    })
    events.addEventListener('resync', reload)
    events.addEventListener('notification', reloadMessages)
    events.addEventListener('order-status', (message) => {
      let data: OrderStatusEvent
      try {
        data = JSON.parse((message as MessageEvent<string>).data) as OrderStatusEvent
      } catch {
        return
      }
      reloadOrders()
      announceOrderChange(data)
    })
    events.addEventListener('session-ended', () => {
      events.close()
      setTimeout(() => {
        if (stopped) return
        void afterEnd.signedIn().then((again) => {
          if (again && !stopped) listen()
        })
      }, afterEnd.askAfterMs)
    })
  }

  listen()
  return () => {
    stopped = true
    events.close()
  }
}

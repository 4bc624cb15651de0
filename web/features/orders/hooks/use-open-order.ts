// Opening an order from the list (product.md §2.10): a click opens the detail, ctrl/meta-click or a
// middle click opens it in a new tab, a right click (or the menu key) opens the row menu.
import type { MouseEvent } from 'react'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { OrderListItem } from '#common/orders.ts'
import { type Area, paths } from '#web/lib/paths.ts'

interface RowMenuTarget {
  order: OrderListItem
  x: number
  y: number
}

export function useOpenOrder(area: Area) {
  const navigate = useNavigate()
  const [menu, setMenu] = useState<RowMenuTarget | null>(null)
  // the row's link the keyboard opened the menu from: the focus goes back there when it closes
  const returnTo = useRef<HTMLElement | null>(null)

  const href = (order: OrderListItem) => paths.orderDetail(area, order.bucket, order.id)
  function open(order: OrderListItem, newTab = false) {
    if (newTab) window.open(href(order), '_blank', 'noopener')
    else navigate(href(order))
  }

  function onClick(order: OrderListItem, event: MouseEvent) {
    // a link inside the row handled it; a drag that selected text is not a click to open
    if (event.defaultPrevented || window.getSelection()?.toString()) return
    open(order, event.ctrlKey || event.metaKey)
  }

  function onAuxClick(order: OrderListItem, event: MouseEvent) {
    if (event.button === 1 && !event.defaultPrevented) open(order, true)
  }

  function onContextMenu(order: OrderListItem, event: MouseEvent<HTMLElement>) {
    event.preventDefault()
    const focused = document.activeElement
    returnTo.current = focused instanceof HTMLElement && event.currentTarget.contains(focused) ? focused : null
    let { clientX: x, clientY: y } = event
    if (x === 0 && y === 0) {
      // from the keyboard (menu key, shift+F10): under the row's start
      const box = event.currentTarget.getBoundingClientRect()
      x = box.left + 24
      y = box.bottom
    }
    setMenu({ order, x, y })
  }

  function closeMenu() {
    setMenu(null)
    const back = returnTo.current
    returnTo.current = null
    // after the menu has let the focus go
    if (back) requestAnimationFrame(() => back.isConnected && back.focus())
  }

  return { href, open, onClick, onAuxClick, onContextMenu, menu, closeMenu }
}

export type OpenOrder = ReturnType<typeof useOpenOrder>

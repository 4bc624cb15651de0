// Drag handling of the screenshot carousel: fingers through touch events, mouse and pen through
// pointer events. A finger also raises pointer events; those are skipped so one swipe is never
// counted twice. Whether a drag turns the slide is decided by logic/swipe.ts.
import { type PointerEvent, type TouchEvent, useRef, useState } from 'react'
import { swipeStep } from '../logic/swipe'

interface Point {
  x: number
  y: number
}

export function useSwipe(onStep: (step: -1 | 1) => void) {
  const ref = useRef<HTMLDivElement>(null)
  const start = useRef<Point | null>(null)
  // how far the picture follows the finger while dragging; 0 when at rest
  const [dragX, setDragX] = useState(0)

  const begin = (x: number, y: number) => {
    start.current = { x, y }
  }
  const move = (x: number, y: number) => {
    const from = start.current
    if (!from) return
    const dx = x - from.x
    // a mostly vertical move is the page scrolling: the picture stays put
    setDragX(Math.abs(dx) > Math.abs(y - from.y) ? dx : 0)
  }
  const end = (x: number, y: number) => {
    const from = start.current
    start.current = null
    setDragX(0)
    if (!from) return
    const step = swipeStep(x - from.x, y - from.y, ref.current?.getBoundingClientRect().width ?? 0)
    if (step !== 0) onStep(step)
  }
  const cancel = () => {
    start.current = null
    setDragX(0)
  }

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if (event.pointerType === 'touch' || event.button !== 0) return
      // keeps the drag ours when the mouse leaves the picture before it is released
      event.currentTarget.setPointerCapture?.(event.pointerId)
      begin(event.clientX, event.clientY)
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (event.pointerType !== 'touch') move(event.clientX, event.clientY)
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      if (event.pointerType !== 'touch') end(event.clientX, event.clientY)
    },
    onPointerCancel(event: PointerEvent<HTMLDivElement>) {
      if (event.pointerType !== 'touch') cancel()
    },
    onTouchStart(event: TouchEvent<HTMLDivElement>) {
      const touch = event.touches[0]
      if (touch && event.touches.length === 1) begin(touch.clientX, touch.clientY)
      else cancel() // a second finger is a pinch, not a swipe
    },
    onTouchMove(event: TouchEvent<HTMLDivElement>) {
      const touch = event.touches[0]
      if (touch) move(touch.clientX, touch.clientY)
    },
    onTouchEnd(event: TouchEvent<HTMLDivElement>) {
      const touch = event.changedTouches[0]
      if (touch) end(touch.clientX, touch.clientY)
    },
    onTouchCancel: cancel,
  }

  return { ref, handlers, dragX, dragging: dragX !== 0 }
}

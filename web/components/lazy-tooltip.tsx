import type { TooltipProps } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { preloadableModule } from '../lib/preloadable'
import { usePageSettled } from '../lib/use-page-settled'

// A tooltip explains a control; it is not needed to see the page. The kit's Tooltip brings its
// positioning code (~12 KB compressed): it loads once the first screen has settled, or as soon as
// the pointer or the focus comes near the control, and until then the control shows alone.
const kitTooltip = preloadableModule(() => import('./kit-tooltip'))
type KitTooltip = Awaited<ReturnType<typeof kitTooltip.load>>

export function LazyTooltip(props: TooltipProps) {
  const settled = usePageSettled()
  const [module, setModule] = useState(kitTooltip.loaded)
  const [wanted, setWanted] = useState(false)
  // Putting the tooltip around the control mounts the control anew: done between a press and its
  // click, the click would land on a button no longer there and be lost. It waits for the click.
  const pressed = useRef(false)
  const waiting = useRef<KitTooltip | null>(null)
  useEffect(() => {
    if (module || !(settled || wanted)) return
    let live = true
    kitTooltip.load().then(
      (loaded) => {
        if (!live) return
        if (pressed.current) waiting.current = loaded
        else setModule(() => loaded)
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [module, settled, wanted])
  if (module) return <module.Tooltip {...props} />
  const want = () => setWanted(true)
  const press = () => {
    pressed.current = true
    want()
  }
  // after the control's own click handler (this one hears it bubble up)
  const release = () => {
    pressed.current = false
    const loaded = waiting.current
    waiting.current = null
    if (loaded) setModule(() => loaded)
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hears the intent bubbling up from the control inside, which stays the one interactive element
    <span
      style={{ display: 'contents' }}
      onPointerEnter={want}
      onPointerDown={press}
      onClick={release}
      onKeyUp={release}
      onPointerCancel={release}
      onPointerLeave={release}
      onFocus={want}
    >
      {props.children}
    </span>
  )
}

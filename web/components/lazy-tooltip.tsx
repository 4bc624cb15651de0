import type { TooltipProps } from '@mantine/core'
import { useEffect, useState } from 'react'
import { preloadableModule } from '../lib/preloadable'
import { usePageSettled } from '../lib/use-page-settled'

// A tooltip explains a control; it is not needed to see the page. The kit's Tooltip brings its
// positioning code (~12 KB compressed): it loads once the first screen has settled, or as soon as
// the pointer or the focus comes near the control, and until then the control shows alone.
const kitTooltip = preloadableModule(() => import('./kit-tooltip'))

export function LazyTooltip(props: TooltipProps) {
  const settled = usePageSettled()
  const [module, setModule] = useState(kitTooltip.loaded)
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (module || !(settled || wanted)) return
    let live = true
    kitTooltip.load().then(
      (loaded) => live && setModule(() => loaded),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [module, settled, wanted])
  if (module) return <module.Tooltip {...props} />
  const want = () => setWanted(true)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hears the intent bubbling up from the control inside, which stays the one interactive element
    <span style={{ display: 'contents' }} onPointerEnter={want} onPointerDown={want} onFocus={want}>
      {props.children}
    </span>
  )
}

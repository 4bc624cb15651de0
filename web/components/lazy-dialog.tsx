import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'
import { usePageSettled } from '../lib/use-page-settled'

// Dialogs (a focus trap, a scroll lock, transitions, often the kit's positioning code) are closed
// on most visits: their code loads once the first screen has settled, or when first opened, and
// never before the page itself.

interface DialogProps {
  opened: boolean
}

/** True from the first time `opened` is: the dialog then stays mounted, so it can animate closed. */
function useOnceOpened(opened: boolean): boolean {
  const [once, setOnce] = useState(opened)
  if (opened && !once) setOnce(true)
  return once
}

/** A dialog component whose module is `importer`'s default export, loaded as described above. */
export function lazyDialog<P extends DialogProps>(importer: () => Promise<{ default: ComponentType<P> }>) {
  const Dialog = lazy(importer)
  function LazyDialog(props: P) {
    const mounted = useOnceOpened(props.opened)
    const settled = usePageSettled()
    useEffect(() => {
      // a failed load is tried again when the dialog opens
      if (settled) void importer().catch(() => undefined)
    }, [settled])
    if (!mounted) return null
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    )
  }
  return LazyDialog
}

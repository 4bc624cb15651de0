import { type ComponentType, Suspense, useEffect, useState } from 'react'
import { lazyComponent, type PreloadableModule, preloadableModule } from '../lib/preloadable'
import { usePageSettled } from '../lib/use-page-settled'

// Dialogs and panels (a focus trap, a scroll lock, transitions, dropdowns with the kit's positioning
// code) are closed on most visits: their code loads once the first screen has settled, or when
// first opened, and never before the page itself.

/** True from the first time `opened` is: the dialog then stays mounted, so it can animate closed. */
export function useOnceOpened(opened: boolean): boolean {
  const [once, setOnce] = useState(opened)
  if (opened && !once) setOnce(true)
  return once
}

/** Loads the module once the page has settled (a failed load is tried again when it is needed). */
export function usePreloadWhenSettled(module: PreloadableModule<unknown>): void {
  const settled = usePageSettled()
  useEffect(() => {
    if (settled) void module.load().catch(() => undefined)
  }, [settled, module])
}

/** Runs `run` once it has been put in the page (with whatever shares its Suspense boundary). */
function WhenMounted({ run }: { run: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when mounted
  useEffect(() => run(), [])
  return null
}

interface DialogProps {
  opened: boolean
}

/** A dialog component whose module is `importer`'s default export, loaded as described above. */
export function lazyDialog<P extends DialogProps>(importer: () => Promise<{ default: ComponentType<P> }>) {
  const module = preloadableModule(importer)
  // rendered at once when the module is there, so an opened dialog never waits a Suspense reveal
  const Dialog = lazyComponent(module, 'default') as ComponentType<P>
  function LazyDialog(props: P) {
    const mounted = useOnceOpened(props.opened)
    // The kit's dialogs remember what had the focus when `opened` turns true, and give it back
    // when they close; one first rendered already open never saw it turn, and left the focus on
    // the page's body. So the first render is closed, and it opens once it is in the page.
    const [inPage, setInPage] = useState(false)
    usePreloadWhenSettled(module)
    if (!mounted) return null
    return (
      <Suspense fallback={null}>
        <Dialog {...props} opened={props.opened && inPage} />
        <WhenMounted run={() => setInPage(true)} />
      </Suspense>
    )
  }
  return LazyDialog
}

// Lazy parts of a screen (a dialog, the catalogue's filter panel) that render at once when their
// code is already there. React.lazy suspends on its first render even when the module has arrived,
// shows the fallback, and reveals the part no sooner than 300 ms later (React's throttle against
// flicker). The screens themselves are the router's: their routes bring their code (app/router.tsx).
import { type ComponentType, createElement, lazy, useState } from 'react'

export interface PreloadableModule<M> {
  /** Starts loading, once; a failed load may be tried again. */
  load(): Promise<M>
  /** The module, when it has arrived. */
  loaded(): M | undefined
}

export function preloadableModule<M>(importer: () => Promise<M>): PreloadableModule<M> {
  let pending: Promise<M> | undefined
  let module: M | undefined
  return {
    load() {
      pending ??= importer().then(
        (m) => {
          module = m
          return m
        },
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
    },
    loaded: () => module,
  }
}

/**
 * A component of the module: rendered directly when the module had arrived by the time it mounts,
 * else through React.lazy. Each mount keeps the way it started, so a screen never remounts when its
 * module arrives meanwhile.
 */
// biome-ignore lint/suspicious/noExplicitAny: a page component's props are checked where it is used
export function lazyComponent<K extends string, M extends Record<K, ComponentType<any>>>(module: PreloadableModule<M>, name: K) {
  const Lazy = lazy(() => module.load().then((m) => ({ default: m[name] })))
  type Props = React.ComponentProps<M[K]>
  function Preloadable(props: Props) {
    const [ready] = useState(() => module.loaded())
    return ready ? createElement(ready[name], props) : createElement(Lazy, props)
  }
  Preloadable.displayName = `Preloadable(${name})`
  return Preloadable
}

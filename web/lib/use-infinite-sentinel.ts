// Infinite scroll: an element near the list's end asks for the next page once it comes within
// `margin` of the viewport: 400 px for the catalogue and the order lists, so the next page is
// usually there before the thumb gets there; 200 px for the user list (margins of ours; the lists:
// product.md §2.6, §2.10, §2.13).
import { useEffect, useRef, useState } from 'react'

const SENTINEL_MARGIN = '400px'

/**
 * `generation` changes whenever a page arrives: the observer is then made anew, and a sentinel
 * that is still in view (a short or empty page) asks again at once.
 */
export function useInfiniteSentinel(onVisible: () => void, enabled: boolean, generation: number, margin = SENTINEL_MARGIN) {
  const [node, setNode] = useState<HTMLElement | null>(null)
  const callback = useRef(onVisible)
  callback.current = onVisible

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page must re-create the observer (see above)
  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current()
      },
      { rootMargin: margin },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [node, enabled, generation, margin])

  return setNode
}

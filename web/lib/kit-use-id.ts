// The UI kit's useId, as the portal serves it to the kit (scripts/vite-mantine-id.ts): React's id
// in the kit's format, the same on the server and in the browser, and never replaced after mount.
import { useId as useReactId } from 'react'

/** The id the component was given, else React's id for it (`mantine-r1`). */
export function useId(staticId?: string): string {
  const id = `mantine-${useReactId().replace(/:/g, '')}`
  return typeof staticId === 'string' ? staticId : id
}

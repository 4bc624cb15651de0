// The kit's ids without a second render. @mantine/hooks' useId starts from React's useId (the same
// on the server and in the browser) and then, in a layout effect on mount, replaces it with a
// random one: every input, select and tooltip of a page the browser takes over from the server
// rendered again at once, synchronously, inside the hydration's commit (a third of a second of a
// slow phone's main thread on the cart). React's id is already unique within the app's one root,
// so the kit is given web/lib/kit-use-id.ts in place of its own module.
import path from 'node:path'
import type { Plugin } from 'vite'

/** The kit's module, as the build resolves it. */
export const KIT_USE_ID = /@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/

/** `webRoot`: the web app's folder (vite's root), which holds lib/kit-use-id.ts. */
export function mantineStableId(webRoot: string): Plugin {
  const STABLE_USE_ID = path.join(webRoot, 'lib', 'kit-use-id.ts')
  return {
    name: 'mantine-stable-id',
    enforce: 'pre',
    load: (id) => (KIT_USE_ID.test(id.split('?')[0]) ? `export { useId } from ${JSON.stringify(STABLE_USE_ID)}\n` : undefined),
  }
}

import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type UserConfig } from 'vite'

const PWA_REGISTER = 'virtual:pwa-register/react'

/** The service worker's registration is the browser's alone: on the server it never renders. */
function noWorkerOnServer(): Plugin {
  return {
    name: 'no-worker-on-server',
    resolveId: (id) => (id === PWA_REGISTER ? `\0${PWA_REGISTER}` : undefined),
    load: (id) =>
      id === `\0${PWA_REGISTER}`
        ? 'export function useRegisterSW() { throw new Error("the service worker is registered by the browser") }'
        : undefined,
  }
}

// The server's build of the web app (web/entry-server.tsx): the same screens, rendered to HTML in
// Node for a page's first screen (docs/decisions.md 'First screens from the server'). Packages stay
// imports of node_modules; stylesheets are the browser build's (the page links them).
export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [react(), noWorkerOnServer()],
  // the browser build serves the public files
  publicDir: false,
  build: {
    ssr: 'entry-server.tsx',
    outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
    emptyOutDir: true,
    // one file: the server loads it once, and its lazy screens are awaited before each render anyway
    rolldownOptions: { output: { codeSplitting: false } },
  },
} satisfies UserConfig)

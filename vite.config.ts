import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, defineConfig, type Rolldown, type UserConfig } from 'vite'
import { mantineComponentCss } from './scripts/vite-mantine-css.ts'
import { mantineStableId } from './scripts/vite-mantine-id.ts'
import { precompressPlugin } from './scripts/vite-precompress.ts'
import { pwaPlugin } from './scripts/vite-pwa.ts'
import { routeAssets } from './scripts/vite-route-assets.ts'
import { type FirstBuild, recordImports, routeChunks } from './scripts/vite-route-chunks.ts'

// Absolute paths so the config works whatever directory vite or vitest is started from.
const webRoot = fileURLToPath(new URL('./web', import.meta.url))
const apiProxy = {
  '/api': {
    target: 'http://localhost:3000',
    changeOrigin: false,
    // In dev the source modules of web/api/ are served at /api/*.ts too: those are not API calls.
    bypass: (req: { url?: string }) => (/\.tsx?(\?|$)/.test(req.url ?? '') ? req.url : undefined),
  },
}

/** The app with the bundler's own splitting, built in memory: which routes load which module. */
async function firstBuild(): Promise<FirstBuild> {
  const importsOf = new Map<string, readonly string[]>()
  const output = await build({
    configFile: false,
    root: webRoot,
    logLevel: 'silent',
    plugins: [react(), mantineComponentCss(), mantineStableId(webRoot), recordImports(importsOf)],
    // the worker's registration is the PWA plugin's own small module, left out of this map
    build: { write: false, rolldownOptions: { external: [/^virtual:pwa-register/] } },
  })
  const outputs = Array.isArray(output) ? output : [output]
  const chunks = outputs
    .flatMap((o) => ('output' in o ? o.output : []))
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
  return { chunks, importsOf }
}

const chunks = routeChunks(firstBuild)

export default defineConfig({
  root: webRoot,
  plugins: [
    chunks.plugin,
    react(),
    mantineComponentCss(),
    mantineStableId(webRoot),
    routeAssets(),
    pwaPlugin(),
    precompressPlugin(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // the chunk map the size budget reads (scripts/web-budget.ts); a dot folder is never served
    manifest: true,
    // a handful of files per page instead of dozens (scripts/vite-route-chunks.ts)
    rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
} satisfies UserConfig)

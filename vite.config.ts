import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { mantineComponentCss } from './scripts/vite-mantine-css'
import { precompressPlugin } from './scripts/vite-precompress'
import { pwaPlugin } from './scripts/vite-pwa'

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

export default defineConfig({
  root: webRoot,
  plugins: [react(), mantineComponentCss(), pwaPlugin(), precompressPlugin()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // the chunk map the size budget reads (scripts/web-budget.ts); a dot folder is never served
    manifest: true,
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
})

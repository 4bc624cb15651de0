import fs from 'node:fs'
import path from 'node:path'

/**
 * `npm start` on a fresh clone: build the web app once if it is not built yet, the browser's and
 * the server's (which renders first screens; `firstScreenEntry` null: none wanted).
 */
export async function ensureWebBuilt(
  webDist: string,
  firstScreenEntry: string | null,
  log: (line: string) => void,
): Promise<void> {
  const browser = !fs.existsSync(path.join(webDist, 'index.html'))
  const server = firstScreenEntry !== null && !fs.existsSync(firstScreenEntry)
  if (!browser && !server) return
  log('Membangun aplikasi web (sekali saja)…')
  // vite is a development dependency; importing it lazily keeps it out of a built server's path
  const { build } = await import('vite')
  if (browser) await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn' })
  if (server) await build({ configFile: path.resolve('vite.ssr.config.ts'), logLevel: 'warn' })
}

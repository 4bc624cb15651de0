import fs from 'node:fs'
import path from 'node:path'

/** `npm start` on a fresh clone: build the web app once if it is not built yet. */
export async function ensureWebBuilt(webDist: string, log: (line: string) => void): Promise<void> {
  if (fs.existsSync(path.join(webDist, 'index.html'))) return
  log('Membangun aplikasi web (sekali saja)…')
  // vite is a development dependency; importing it lazily keeps it out of a built server's path
  const { build } = await import('vite')
  await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn' })
}

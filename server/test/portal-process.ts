import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

// The real server (server/main.ts, as `npm start` runs it) in a child process, for what only a
// process shows: how it starts, waits and stops on a signal.

export interface PortalProcess {
  url: string
  child: ChildProcess
  /** everything the process printed so far */
  output(): string
  /** resolves with the exit code (or the signal's name) */
  exited: Promise<number | string>
  waitUntilReady(ms?: number): Promise<void>
  kill(): void
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** A stub of the built web app, so starting the process never builds it. */
function stubWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'))
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>DIPO Parts</title>')
  return dir
}

export async function startPortalProcess(env: Record<string, string>): Promise<PortalProcess> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'))
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: stubWebDist(),
    // the stub app has no place for a first screen: no server render is built or loaded for it
    FIRST_SCREEN_ENTRY: '',
    SCRYPT_LOG_N: '10',
    LOG_LEVEL: 'warn',
    ...env,
  }
  // PGlite in a fresh directory unless the test names a PostgreSQL
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)))
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    child,
    output: () => output,
    exited,
    async waitUntilReady(ms = 90_000) {
      const deadline = Date.now() + ms
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`portal exited with ${child.exitCode}:\n${output}`)
        try {
          if ((await fetch(`${url}/api/readyz`)).ok) return
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 200))
      }
      throw new Error(`portal not ready after ${ms} ms:\n${output}`)
    },
    kill: () => {
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}

// `npm test`: every suite, one verdict.
//   1. vitest, all projects, on the embedded database (PGlite)
//   2. the `server` project again on a real PostgreSQL, when one answers (or TEST_DATABASE_URL is set)
//   3. Playwright journeys in Debian's Chromium
//   0. before them, `biome check .` (format and lint) and `knip` (unused files, exports and
//      dependencies): each that does not pass counts as 1 failed
// Each runner streams its own output; the counts come from their JSON reports. The last line is
// always `N passed, N failed[, N skipped]`, and the exit status is non-zero if anything failed.
//
// Flags for developers: --unit-only (vitest `unit` project only), --no-pg, --no-e2e.
// SKIP_E2E=1 skips the journeys too (e.g. on a machine without Chromium).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

interface Counts {
  passed: number
  failed: number
  skipped: number
}

// The parts of the runners' JSON reports that are read here.
interface VitestReport {
  numTotalTestSuites: number
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults: { status: string; assertionResults: { status: string }[] }[]
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  errors: unknown[]
}

const args = new Set(process.argv.slice(2))
const unitOnly = args.has('--unit-only')
const runPg = !unitOnly && !args.has('--no-pg')
const runE2e = !unitOnly && !args.has('--no-e2e') && process.env.SKIP_E2E !== '1'
const PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dipo-test-reports-'))
const bin = (name: string) => path.resolve('node_modules/.bin', name)
const total: Counts = { passed: 0, failed: 0, skipped: 0 }

function banner(text: string): void {
  console.log(`\n=== ${text} ===\n`)
}

/** Runs a command with the console attached; resolves to its exit code (signals count as 1). */
function run(cmd: string, argv: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('error', (err) => {
      console.error(`could not start ${cmd}: ${err.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** Adds a runner's counts; a non-zero exit without a failed test still counts as one failure. */
function record(label: string, counts: Counts | undefined, code: number): void {
  const c = counts ?? { passed: 0, failed: 0, skipped: 0 }
  if (code !== 0 && c.failed === 0) {
    console.error(`\n${label}: runner exited with ${code} but reported no failed test; counted as 1 failed`)
    c.failed = 1
  }
  console.log(`${label}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`)
  total.passed += c.passed
  total.failed += c.failed
  total.skipped += c.skipped
}

async function vitest(label: string, extraArgs: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  banner(label)
  const out = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`)
  const code = await run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extraArgs],
    env,
  )
  const r = readJson<VitestReport>(out)
  // vitest exits 1 when a project has no test files yet; that alone is not a failure
  if (r && code === 1 && r.numTotalTestSuites === 0 && r.testResults?.length === 0) {
    console.log(`${label}: no test files`)
    return record(label, { passed: 0, failed: 0, skipped: 0 }, 0)
  }
  let counts: Counts | undefined
  if (r) {
    // a file that fails to load has no failed test but a failed suite: count it
    const brokenFiles = (r.testResults ?? []).filter(
      (f) => f.status === 'failed' && !f.assertionResults?.some((a) => a.status === 'failed'),
    ).length
    counts = {
      passed: r.numPassedTests ?? 0,
      failed: (r.numFailedTests ?? 0) + brokenFiles,
      skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    }
  }
  record(label, counts, code)
}

function portOpen(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

async function playwright(): Promise<void> {
  banner('e2e (Playwright, Chromium)')
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!fs.existsSync(chromium)) {
    console.error(
      `\n!!! Chromium not found at ${chromium}: the end-to-end journeys cannot run.\n` +
        '!!! Install it with:  apt-get install -y chromium   (or set CHROMIUM_PATH)\n' +
        '!!! To skip the journeys deliberately: SKIP_E2E=1 npm test\n',
    )
    return record('e2e', undefined, 1)
  }
  const out = path.join(reportDir, 'playwright.json')
  const code = await run(bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out })
  const r = readJson<PlaywrightReport>(out)
  const s = r?.stats
  if (s && s.flaky > 0) console.log(`e2e: ${s.flaky} flaky (passed on retry)`)
  const errors = r?.errors?.length ?? 0 // e.g. the web server did not start
  const counts = s
    ? { passed: s.expected + s.flaky, failed: s.unexpected + (s.unexpected === 0 ? errors : 0), skipped: s.skipped }
    : undefined
  record('e2e', counts, code)
}

/** Format and lint, the house's own rules (biome.json). */
async function biome(): Promise<void> {
  banner('biome check (format and lint)')
  const code = await run(bin('biome'), ['check', '.'])
  record('biome', { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 }, code)
}

/** Nothing unused: files, exports and dependencies (knip.jsonc). */
async function knip(): Promise<void> {
  banner('knip (unused files, exports and dependencies)')
  const code = await run(bin('knip'), [])
  record('knip', { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 }, code)
}

async function main(): Promise<void> {
  await biome()
  await knip()
  if (unitOnly) await vitest('unit', ['--project', 'unit'])
  // the embedded run stays embedded even when the shell has TEST_DATABASE_URL set
  else await vitest('vitest (embedded database)', [], { TEST_DATABASE_URL: undefined })

  if (runPg) {
    const url = process.env.TEST_DATABASE_URL || ((await portOpen('127.0.0.1', 5432, 1000)) ? PG_URL : '')
    if (url) await vitest('server on PostgreSQL', ['--project', 'server'], { TEST_DATABASE_URL: url })
    else console.log('\n(no PostgreSQL on 127.0.0.1:5432 and no TEST_DATABASE_URL: PostgreSQL run skipped)')
  }

  if (runE2e) await playwright()

  fs.rmSync(reportDir, { recursive: true, force: true })
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : ''
  console.log(`\n${total.passed} passed, ${total.failed} failed${skipped}`)
  process.exitCode = total.failed > 0 ? 1 : 0
}

main().catch((err) => {
  console.error(err)
  console.log(`\n${total.passed} passed, ${total.failed + 1} failed`)
  process.exitCode = 1
})

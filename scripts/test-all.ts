// `npm test`: every suite, one verdict.
//   1. vitest, all projects, on the embedded database (PGlite)
//   2. the `server` project again on a real PostgreSQL, when one answers (or TEST_DATABASE_URL is set)
//   3. Playwright journeys in Debian's Chromium
//   0. `biome check .` (format and lint) and `knip` (unused files, exports and dependencies):
//      each that does not pass counts as 1 failed
// 0 to 2 run side by side (the PostgreSQL pass one file at a time: the database server takes a
// good part of its work), the journeys after them: their timeouts are tuned for a machine they do
// not share, and the embedded pass may build the web app they serve (scripts/web-budget.test.ts).
// The embedded pass streams its output; the others' is shown whole when each ends. The counts
// come from the runners' JSON reports. The summary gives each pass's time and the total; its last
// line is always `N passed, N failed[, N skipped]`, and the exit status is non-zero if anything
// failed.
//
// Flags for developers: --unit-only (vitest `unit` project only), --no-pg, --no-e2e, --serial
// (one pass at a time, every output streamed). SKIP_E2E=1 skips the journeys too (e.g. on a
// machine without Chromium).
import { type StdioOptions, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { type Counts, type PassResult, summaryLines } from './test-summary'

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

const serial = args.has('--serial')

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dipo-test-reports-'))
const bin = (name: string) => path.resolve('node_modules/.bin', name)
const NO_COUNTS: Counts = { passed: 0, failed: 0, skipped: 0 }

function banner(text: string): void {
  console.log(`\n=== ${text} ===\n`)
}

/**
 * How a pass shows its output: streamed to the console, or kept in a file and shown whole when
 * the pass ends, so passes running side by side do not mix their lines.
 */
interface Output {
  streamed: boolean
  log: string
}

function newOutput(label: string, streamed: boolean): Output {
  return { streamed: streamed || serial, log: path.join(reportDir, `${label.replace(/\W+/g, '-')}.log`) }
}

/** Runs a command; resolves to its exit code (signals count as 1). */
function run(cmd: string, argv: string[], output: Output, env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const fd = output.streamed ? undefined : fs.openSync(output.log, 'a')
    const stdio: StdioOptions = fd === undefined ? 'inherit' : ['ignore', fd, fd]
    const child = spawn(cmd, argv, { stdio, env: { ...process.env, ...env } })
    const done = (code: number) => {
      if (fd !== undefined) fs.closeSync(fd)
      resolve(code)
    }
    child.on('error', (err) => {
      fs.appendFileSync(output.log, `could not start ${cmd}: ${err.message}\n`)
      if (output.streamed) console.error(`could not start ${cmd}: ${err.message}`)
      done(1)
    })
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** A pass's verdict; a non-zero exit without a failed test still counts as one failure. */
function settle(label: string, counts: Counts | undefined, code: number, notes: string[]): Counts {
  const c = { ...(counts ?? NO_COUNTS) }
  if (code !== 0 && c.failed === 0) {
    notes.push(`${label}: runner exited with ${code} but reported no failed test; counted as 1 failed`)
    c.failed = 1
  }
  notes.push(`${label}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`)
  return c
}

/**
 * Runs one pass, timed. A buffered pass shows its banner, its output and its verdict together
 * when it ends; a streamed one shows them as they come.
 */
async function pass(
  label: string,
  streamed: boolean,
  body: (output: Output, notes: string[]) => Promise<Counts>,
): Promise<PassResult> {
  const output = newOutput(label, streamed)
  const notes: string[] = []
  const started = Date.now()
  if (output.streamed) banner(label)
  else console.log(`(${label}: running beside the others; its output follows when it ends)`)
  const counts = await body(output, notes)
  const ms = Date.now() - started
  if (!output.streamed) {
    banner(label)
    process.stdout.write(fs.existsSync(output.log) ? fs.readFileSync(output.log, 'utf8') : '')
  }
  for (const note of notes) console.log(note)
  return { label, counts, ms }
}

function vitest(label: string, streamed: boolean, extraArgs: string[], env: NodeJS.ProcessEnv = {}) {
  return pass(label, streamed, async (output, notes) => {
    const out = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`)
    const code = await run(
      bin('vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extraArgs],
      output,
      env,
    )
    const r = readJson<VitestReport>(out)
    // vitest exits 1 when a project has no test files yet; that alone is not a failure
    if (r && code === 1 && r.numTotalTestSuites === 0 && r.testResults?.length === 0) {
      notes.push(`${label}: no test files`)
      return settle(label, NO_COUNTS, 0, notes)
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
    return settle(label, counts, code, notes)
  })
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

function playwright(): Promise<PassResult> {
  return pass('e2e (Playwright, Chromium)', true, async (output, notes) => {
    const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
    if (!fs.existsSync(chromium)) {
      console.error(
        `\n!!! Chromium not found at ${chromium}: the end-to-end journeys cannot run.\n` +
          '!!! Install it with:  apt-get install -y chromium   (or set CHROMIUM_PATH)\n' +
          '!!! To skip the journeys deliberately: SKIP_E2E=1 npm test\n',
      )
      return settle('e2e', undefined, 1, notes)
    }
    const out = path.join(reportDir, 'playwright.json')
    const code = await run(bin('playwright'), ['test'], output, { PLAYWRIGHT_JSON_OUTPUT_NAME: out })
    const r = readJson<PlaywrightReport>(out)
    const s = r?.stats
    if (s && s.flaky > 0) notes.push(`e2e: ${s.flaky} flaky (passed on retry)`)
    const errors = r?.errors?.length ?? 0 // e.g. the web server did not start
    const counts = s
      ? { passed: s.expected + s.flaky, failed: s.unexpected + (s.unexpected === 0 ? errors : 0), skipped: s.skipped }
      : undefined
    return settle('e2e', counts, code, notes)
  })
}

/** A check that passes or fails as a whole: format and lint (biome.json), nothing unused (knip.jsonc). */
function check(label: string, cmd: string, argv: string[]): Promise<PassResult> {
  return pass(label, false, async (output, notes) => {
    const code = await run(bin(cmd), argv, output)
    return settle(label, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 }, code, notes)
  })
}

async function postgresUrl(): Promise<string> {
  if (!runPg) return ''
  const url = process.env.TEST_DATABASE_URL || ((await portOpen('127.0.0.1', 5432, 1000)) ? PG_URL : '')
  if (!url) console.log('\n(no PostgreSQL on 127.0.0.1:5432 and no TEST_DATABASE_URL: PostgreSQL run skipped)')
  return url
}

/** Starts the passes together, or one after another with --serial. */
async function together(starts: (() => Promise<PassResult>)[]): Promise<PassResult[]> {
  if (!serial) return Promise.all(starts.map((start) => start()))
  const results: PassResult[] = []
  for (const start of starts) results.push(await start())
  return results
}

async function main(): Promise<void> {
  const started = Date.now()
  const pgUrl = await postgresUrl()
  const first: (() => Promise<PassResult>)[] = [
    () => check('biome check (format and lint)', 'biome', ['check', '.']),
    () => check('knip (unused files, exports and dependencies)', 'knip', []),
    // the embedded run stays embedded even when the shell has TEST_DATABASE_URL set
    unitOnly
      ? () => vitest('unit', true, ['--project', 'unit'])
      : () => vitest('vitest (embedded database)', true, [], { TEST_DATABASE_URL: undefined }),
  ]
  // one file at a time beside the embedded pass's two: on two cores more would only stretch the
  // tests that time themselves (server/seed/demo.test.ts) without ending sooner
  const pgWorkers = serial ? [] : ['--maxWorkers=1']
  if (pgUrl) {
    first.push(() => vitest('server on PostgreSQL', false, ['--project', 'server', ...pgWorkers], { TEST_DATABASE_URL: pgUrl }))
  }
  const results = await together(first)
  if (runE2e) results.push(await playwright())

  fs.rmSync(reportDir, { recursive: true, force: true })
  const lines = summaryLines(results, Date.now() - started)
  console.log(`\n=== summary ===\n\n${lines.join('\n')}`)
  process.exitCode = results.some((r) => r.counts.failed > 0) ? 1 : 0
}

main().catch((err) => {
  console.error(err)
  console.log('\n0 passed, 1 failed')
  process.exitCode = 1
})

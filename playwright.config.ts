import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { webBuildIsStale } from './scripts/web-build'

// Journeys run against the real portal started the way a user starts it, in Debian's Chromium
// (never `npx playwright install`: it downloads browsers, which locked-down networks refuse).
const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// A fresh, empty database per run. Playwright loads this file again in every worker process;
// workers inherit the environment, so the folder is created once per run.
const TMP_PREFIX = 'dipo-e2e-'
if (!process.env.E2E_DATA_DIR) {
  pruneOldDataDirs()
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), TMP_PREFIX))
}
const dataDir = process.env.E2E_DATA_DIR
// Playwright passes its own environment to the server: a DATABASE_URL from the developer's shell
// would point the journeys (and their demo seed) at that database instead of the fresh one.
delete process.env.DATABASE_URL

// main.ts builds the web app only when dist/web/index.html is missing; a stale build would let
// journeys pass or fail against yesterday's screens, so rebuild when a source is newer.
const start = 'node --import tsx server/main.ts'
const command = webBuildIsStale() ? `npm run build --silent && ${start}` : start

export default defineConfig({
  testDir: 'e2e',
  workers: 1, // 2-core machines: the server, its database and Chromium already share them
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // a journey that passes only on its second try is a failure to mend, not a pass (also under CI)
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // the json reporter writes to $PLAYWRIGHT_JSON_OUTPUT_NAME (scripts/test-all.ts reads it)
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // the service worker precaches the whole app after every first load; only the journeys of the
    // installed app (offline-app.spec.ts) need it, the others would only wait for the downloads
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command,
    url: `${baseURL}/api/healthz`,
    reuseExistingServer: false,
    timeout: 180_000, // a first web build takes ~30 s, more on a busy 2-core machine
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SESSION_SECRET: 'e2e-only-session-secret-not-for-production-use',
      // the whole suite logs in from 127.0.0.1 many times
      LOGIN_RATE_PER_MINUTE: '1000',
      // no journey tests the hash's cost (server/auth's tests do): production's 2^17 took ~0.35 s of
      // the server's CPU at every sign-in and at each demo account the seed makes
      SCRYPT_LOG_N: '10',
      LOG_LEVEL: 'warn',
    },
  },
})

// Each run leaves its database (~45 MB) behind for inspection after a failure; keep only the four
// latest: other runs may go on in parallel on other E2E_PORTs, and a folder that another run
// removes meanwhile is simply gone.
function pruneOldDataDirs(): void {
  const modified = (dir: string): number => {
    try {
      return fs.statSync(dir).mtimeMs
    } catch {
      return -1
    }
  }
  const dirs = fs
    .readdirSync(os.tmpdir())
    .filter((e) => e.startsWith(TMP_PREFIX))
    .map((e) => ({ dir: path.join(os.tmpdir(), e), at: modified(path.join(os.tmpdir(), e)) }))
    .filter((d) => d.at >= 0)
    .sort((a, b) => b.at - a.at)
  for (const old of dirs.slice(4)) fs.rmSync(old.dir, { recursive: true, force: true })
}

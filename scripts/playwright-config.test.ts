import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'

// `npm test` runs the journeys with playwright.config.ts; a journey that passes only when tried
// again is a failure, under CI as on a desk.
describe('the journeys under CI', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dipo-e2e-config-'))
  afterAll(() => {
    vi.unstubAllEnvs()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('are tried once, never again on failure', async () => {
    vi.stubEnv('CI', '1')
    // a folder of its own: the config then neither makes one nor prunes the runs' folders
    vi.stubEnv('E2E_DATA_DIR', dataDir)
    const { default: config } = await import('../playwright.config')
    expect(config.retries).toBe(0)
    expect(config.forbidOnly).toBe(true)
  })
})

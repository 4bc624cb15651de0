import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Two projects so the slow, database-backed server suite can run alone
// (`vitest run --project server`), e.g. a second time against a real PostgreSQL.
const exclude = ['**/node_modules/**', 'e2e/**', 'dist/**']

export default defineConfig({
  test: {
    // vitest's default is a worker fewer than the cores: on the usual 2-core machine one file at a
    // time, and the files are CPU-bound (a WASM database, jsdom), so the second core sat idle
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude,
          // web tests that need a DOM opt in with `// @vitest-environment jsdom`
          environment: 'node',
          setupFiles: ['web/test-utils/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude,
          environment: 'node',
          // forks, not threads: PGlite (WASM) and node-postgres pools are process-heavy and
          // a crashing test file must not take its neighbours down
          pool: 'forks',
          // the schema migrated once per run; each file's database is a copy of it
          globalSetup: ['server/test/template-setup.ts'],
          // each test file starts an embedded PostgreSQL (PGlite, ~2-3 s) or creates a fresh
          // database on a real PostgreSQL, on a 2-core machine
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})

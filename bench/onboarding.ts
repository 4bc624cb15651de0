import { randomBytes } from 'node:crypto'
import v8 from 'node:v8'
import vm from 'node:vm'
import ExcelJS from 'exceljs'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../server/app'
import { defaultParams, hashPassword } from '../server/auth'
import { HashGate } from '../server/auth/hash-gate'
import { systemClock } from '../server/lib/clock'
import { generateOneTimePassword, hashOneTimePasswords } from '../server/onboarding/passwords'
import { Agent, TEST_CONFIG } from '../server/test/app'
import { buildBranch, buildUser } from '../server/test/factories'
import { postForm } from '../server/test/multipart'
import { fmt, openBenchDatabase, printTable } from './lib'

// `npm run bench -- onboarding`: a dealer's whole customer base in one DMS export (20,000 buyers of
// 2,000 stores, an XLSX) checked and committed by head office through the real routes (multipart,
// parse worker, response schemas), on the PostgreSQL at DATABASE_URL, at the production scrypt
// cost. Printed: time and memory (RSS and heap growth at their peak) of each step.
const MB = 2 ** 20
const PRODUCTION_LOG_N = 17

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

interface Sample {
  ms: number
  rssMb: number
  heapMb: number
}

/** Runs `fn` sampling RSS and heap every 5 ms; the growth is over the level before it started. */
async function measured<T>(fn: () => Promise<T>): Promise<{ value: T } & Sample> {
  gc()
  await new Promise((resolve) => setTimeout(resolve, 300))
  const before = process.memoryUsage()
  let rss = before.rss
  let heap = before.heapUsed
  const timer = setInterval(() => {
    const now = process.memoryUsage()
    rss = Math.max(rss, now.rss)
    heap = Math.max(heap, now.heapUsed)
  }, 5)
  const started = performance.now()
  const value = await fn()
  const ms = performance.now() - started
  clearInterval(timer)
  return { value, ms, rssMb: (rss - before.rss) / MB, heapMb: (heap - before.heapUsed) / MB }
}

/** `users` buyers over `stores` stores (10 a store), the way a DMS exports them: one row per buyer. */
async function customerWorkbook(tag: string, branchCode: string, users: number, stores: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Pelanggan')
  sheet.addRow([
    'branch_code',
    'ibs_cust_code',
    'store_name',
    'store_description',
    'username',
    'first_name',
    'last_name',
    'mobile',
    'email',
  ])
  const perStore = Math.max(1, Math.floor(users / stores))
  for (let n = 0; n < users; n++) {
    const store = Math.floor(n / perStore)
    sheet.addRow([
      branchCode,
      `${tag}${String(store).padStart(5, '0')}`,
      `Bengkel ${tag} Nomor ${store}`,
      n % perStore === 0 ? `Bengkel umum, Jl. Raya ${store % 300} No. ${store % 97}` : null,
      `b${tag.toLowerCase()}.${n}`,
      ['Budi', 'Sari', 'Agus', 'Dewi', 'Rudi'][n % 5],
      `Pelanggan${n % 1000}`,
      `0812${String(10_000_000 + n).slice(-8)}`,
      n % 3 === 0 ? `p${n}@bengkel${store}.co.id` : null,
    ])
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

async function signInAdmin(app: FastifyInstance, username: string): Promise<Agent> {
  const agent = new Agent(app)
  const res = await agent.login(username, 'rahasia1')
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`)
  return agent
}

export async function benchOnboarding(args: { users: number; stores: number }): Promise<void> {
  const database = await openBenchDatabase()
  const app = await buildApp({
    database,
    clock: systemClock,
    config: { ...TEST_CONFIG, scryptLogN: PRODUCTION_LOG_N, loginRatePerMinute: 1000 },
  })
  try {
    await app.ready()
    const tag = randomBytes(3).toString('hex').toUpperCase()
    const branch = await buildBranch(database.db, `O${tag}`)
    const username = `bench.pusat.${tag.toLowerCase()}`
    await buildUser(database.db, { username, password: 'rahasia1', roles: ['admin'] })
    const admin = await signInAdmin(app, username)
    const bytes = await customerWorkbook(tag, branch.code, args.users, args.stores)
    console.log(
      `\nOnboarding: ${args.users} buyers of ${args.stores} stores, ${(bytes.length / MB).toFixed(2)} MB xlsx, ${database.kind}`,
    )

    const file = { name: 'pelanggan-dms.xlsx', bytes }
    const validate = await measured(() => postForm(admin, '/api/admin/onboarding/validate', {}, file))
    if (validate.value.statusCode !== 200)
      throw new Error(`validate: ${validate.value.statusCode} ${validate.value.body.slice(0, 300)}`)
    const checked = validate.value.json()
    const commit = await measured(() => admin.post('/api/admin/onboarding/commit', { token: checked.token }))
    if (commit.value.statusCode !== 201) throw new Error(`commit: ${commit.value.statusCode} ${commit.value.body.slice(0, 300)}`)
    const committed = commit.value.json()
    const again = await measured(() => postForm(admin, '/api/admin/onboarding/validate', {}, file))
    const rerun = again.value.json()

    const hashes = await measured(() =>
      hashOneTimePasswords(Array.from({ length: 1_000 }, generateOneTimePassword), {
        gate: new HashGate(),
        scrypt: defaultParams(PRODUCTION_LOG_N),
      }),
    )
    // what the same hashes would cost at the sign-in cost (2^17, r = 8), for the record
    const gate = new HashGate()
    const production = defaultParams(PRODUCTION_LOG_N)
    const slow = await measured(() =>
      Promise.all(Array.from({ length: 20 }, () => gate.run(() => hashPassword(generateOneTimePassword(), production)))),
    )
    const row = (name: string, s: Sample, rows: number, note: string) => [
      name,
      fmt(s.ms),
      fmt(s.rssMb),
      fmt(s.heapMb),
      rows,
      note,
    ]
    printTable(
      'through the routes (multipart, parse worker, checks, response schema and JSON)',
      ['step', 'ms', 'peak RSS +MB', 'peak heap +MB', 'rows', ''],
      [
        row(
          'validate',
          validate,
          checked.counts.rows,
          `${checked.counts.valid} valid, answer ${fmt(validate.value.body.length / MB)} MB`,
        ),
        row(
          'commit',
          commit,
          committed.counts.rows,
          `${committed.counts.stores_new} stores, ${committed.passwords.length} passwords, answer ${fmt(commit.value.body.length / MB)} MB`,
        ),
        row(
          'validate again',
          again,
          rerun.counts.rows,
          `${rerun.counts.users_existing} 'sudah ada', token ${rerun.token === null ? 'none' : 'issued'}`,
        ),
        row(
          '1,000 one-time hashes (2^10, r=1)',
          hashes,
          1_000,
          `~${fmt(((hashes.ms / 1_000) * args.users) / 1_000)} s for ${args.users}`,
        ),
        row(
          '20 hashes at sign-in cost (2^17)',
          slow,
          20,
          `~${fmt(((slow.ms / 20) * args.users) / 3_600_000)} h for ${args.users}`,
        ),
      ],
    )
  } finally {
    await app.close()
    await database.close()
  }
}

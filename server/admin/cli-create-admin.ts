import readline from 'node:readline'
import { parseArgs } from 'node:util'
import { defaultParams } from '../auth'
import { loadConfig } from '../config'
import { type DatabaseHandle, openDatabase } from '../db/connect'
import { DataFolderBusyError } from '../db/folder-lock'
import { migrateToLatest } from '../db/migrate'
import { createAdmin } from './create-admin'

// `npm run admin:create -- --username NAME [--first-name … --last-name …]`: the first head-office
// account. On a terminal the password is asked twice without echo; otherwise (a scripted
// install) it is read from ADMIN_PASSWORD. Exit 0 when made, 1 when refused, 2 on bad usage.

const USAGE =
  'Pakai: npm run admin:create -- --username NAMA [--first-name NAMA --last-name NAMA]\n' +
  '  Password ditanya dua kali di terminal, atau dibaca dari ADMIN_PASSWORD bila bukan terminal.'

/** One line from the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true })
    const output = rl as unknown as { _writeToOutput: (s: string) => void }
    let muted = false
    output._writeToOutput = (s: string) => {
      if (!muted || s.includes('\n')) process.stdout.write(muted ? '\n' : s)
    }
    rl.question(question, (answer) => {
      rl.close()
      resolve(answer)
    })
    muted = true
    rl.on('SIGINT', () => {
      rl.close()
      reject(new Error('dibatalkan'))
    })
  })
}

async function readPasswords(): Promise<{ password: string; confirmation: string } | null> {
  if (process.stdin.isTTY) {
    const password = await askHidden('Password: ')
    const confirmation = await askHidden('Ulangi password: ')
    return { password, confirmation }
  }
  const fromEnv = process.env.ADMIN_PASSWORD
  return fromEnv === undefined ? null : { password: fromEnv, confirmation: fromEnv }
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parseArgs<{ options: Record<string, { type: 'string' | 'boolean' }> }>>['values']
  try {
    args = parseArgs({
      options: {
        username: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        help: { type: 'boolean' },
      },
    }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  if (args.help || typeof args.username !== 'string') {
    console.error(USAGE)
    return args.help ? 0 : 2
  }
  const config = loadConfig()
  let database: DatabaseHandle
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  } catch (error) {
    if (error instanceof DataFolderBusyError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
  try {
    const passwords = await readPasswords()
    if (!passwords) {
      console.error('Bukan terminal: isi password di ADMIN_PASSWORD.')
      return 2
    }
    await migrateToLatest(database.db)
    const result = await createAdmin(
      database.db,
      {
        username: args.username,
        firstName: args['first-name'] as string | undefined,
        lastName: args['last-name'] as string | undefined,
        ...passwords,
      },
      defaultParams(config.scryptLogN),
      new Date(),
    )
    if (!result.ok) {
      console.error(`Akun admin tidak dibuat. ${result.message}`)
      return 1
    }
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite di ${config.dataDir}`
    console.log(`Admin Pusat ${result.username.toUpperCase()} dibuat (database: ${where}). Masuk di /login.`)
    return 0
  } finally {
    await database.close()
  }
}

process.exitCode = await main()

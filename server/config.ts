import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'

// The only file that reads process.env. Everything else receives a Config.
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be postgres://...')
      .optional(),
    SESSION_SECRET: z.string().min(32).optional(),
    SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
    COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
    STOCK_PROVIDER: z.enum(['embedded', 'http']).default('embedded'),
    OSC_URL: z.string().url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
    LOGIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60),
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    CATALOGUE_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    /** 'off': every report call counts its figures (the reports bench); 'on' reuses them 30 s per instance */
    REPORT_REUSE: z.enum(['on', 'off']).default('on'),
    /** 'off': every 'Sering Dipesan' call counts (the frequent bench); 'on' reuses a store's list 30 s */
    FREQUENT_REUSE: z.enum(['on', 'off']).default('on'),
    /** Bearer token of GET /api/metrics; unset, the endpoint is a 404. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** The built web app; a test of the process points it at a stub. */
    WEB_DIST: z.string().default('dist/web'),
    /** the server's build of the web app that renders first screens; '' renders none (the browser renders every page) */
    FIRST_SCREEN_ENTRY: z.string().default('dist/ssr/entry-server.js'),
    /** a first screen not rendered within this many milliseconds is left to the browser (index.html as it is) */
    FIRST_SCREEN_BUDGET_MS: z.coerce.number().int().min(50).max(10_000).default(1_000),
    /**
     * worker threads that render first screens (server/http/first-screen/render-pool.ts); 0 renders
     * on the main thread. By default the cores, at most 4: each thread holds the web app's server
     * build (~125 MB of memory), and past a few the database and the main thread are the queue, not the renders.
     */
    FIRST_SCREEN_THREADS: z.coerce.number().int().min(0).max(64).default(Math.min(os.availableParallelism(), 4)),
    API_COMPRESSION: z.enum(['br', 'gzip', 'off']).default('gzip'),
    /** the drop folder of the dealer's nightly feed files; unset, feeds come by upload or command only */
    FEED_DIR: z.string().min(1).optional(),
    /** more bad lines than this percent of a feed file and nothing of it is written */
    FEED_MAX_REJECT_PERCENT: z.coerce.number().min(0).max(100).default(1),
    /** 'off': this instance runs no feed jobs and watches no drop folder (others do) */
    FEED_WORKER: z.enum(['on', 'off']).default('on'),
    /** stock older than this is shown with a warning */
    STOCK_STALE_HOURS: z.coerce.number().int().min(1).max(8760).default(26),
    /** e-mail of notifications: smtp://user:pass@host:587 or smtps://…; unset, no e-mail is sent */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be smtp://... or smtps://...')
      .optional(),
    /**
     * a PEM file of the authorities that sign the mail server's certificate (a server with its own
     * CA); unset, the system's authorities. A certificate that checks against neither is refused.
     */
    SMTP_CA_FILE: z.string().min(1).optional(),
    /** the sender of those e-mails, e.g. "DIPO Parts <noreply@dealer.co.id>" */
    MAIL_FROM: z.string().min(3).optional(),
    /** the portal's address as people open it (the links in e-mails) */
    PUBLIC_URL: z.string().url().optional(),
    /** who runs this portal, for the push services: mailto:… or https://… */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be mailto:... or https://...')
      .optional(),
    /** 'off': this instance sends no push or e-mail (others do) */
    NOTIFICATION_SENDER: z.enum(['on', 'off']).default('on'),
    /**
     * how often the back-orders' parts are looked for in the branches' stock (the stock service
     * is asked; a stock load also looks at once), minutes; 0: only when stock is loaded
     */
    BACKORDER_CHECK_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
    AUTO_RECEIPT_CHECK_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  })
  .refine((e) => !e.SMTP_URL || (e.MAIL_FROM && e.PUBLIC_URL), {
    message: 'SMTP_URL needs MAIL_FROM and PUBLIC_URL (the links in e-mails)',
    path: ['SMTP_URL'],
  })
  .refine((e) => !e.SMTP_CA_FILE || e.SMTP_URL, {
    message: 'SMTP_CA_FILE is the mail server’s CA: it needs SMTP_URL',
    path: ['SMTP_CA_FILE'],
  })

export interface Config {
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  dataDir: string
  databaseUrl: string | undefined
  sessionSecret: string | undefined
  scryptLogN: number
  cookieSecure: 'auto' | boolean
  stockProvider: 'embedded' | 'http'
  oscUrl: string | undefined
  logLevel: string
  seedDemo: boolean
  webDist: string
  /** the server's render of first screens (an absolute path), or null for none */
  firstScreenEntry: string | null
  firstScreenBudgetMs: number
  firstScreenThreads: number
  apiCompression: 'br' | 'gzip' | 'off'
  loginRatePerMinute: number
  sessionIdleMinutes: number
  sessionAbsoluteHours: number
  trustProxy: boolean
  catalogueRatePerMinute: number
  sessionCacheSeconds: number
  reportReuse: boolean
  frequentReuse: boolean
  metricsToken?: string
  feedDir: string | undefined
  feedMaxRejectPercent: number
  feedWorker: boolean
  stockStaleHours: number
  smtpUrl?: string
  /** the mail server's CA file (absolute); read when the mail transport is made */
  smtpCaFile?: string
  mailFrom?: string
  publicUrl?: string
  vapidSubject?: string
  notificationSender?: boolean
  backorderCheckMinutes?: number
  /** how often deliveries past their branch's days are confirmed; 0: never (tests call it) */
  autoReceiptCheckMinutes?: number
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    scryptLogN: e.SCRYPT_LOG_N,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    stockProvider: e.STOCK_PROVIDER,
    oscUrl: e.OSC_URL,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'auto',
    webDist: path.resolve(e.WEB_DIST),
    firstScreenEntry: e.FIRST_SCREEN_ENTRY ? path.resolve(e.FIRST_SCREEN_ENTRY) : null,
    firstScreenBudgetMs: e.FIRST_SCREEN_BUDGET_MS,
    firstScreenThreads: e.FIRST_SCREEN_THREADS,
    apiCompression: e.API_COMPRESSION,
    loginRatePerMinute: e.LOGIN_RATE_PER_MINUTE,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    trustProxy: e.TRUST_PROXY === 'true',
    catalogueRatePerMinute: e.CATALOGUE_RATE_PER_MINUTE,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    reportReuse: e.REPORT_REUSE === 'on',
    frequentReuse: e.FREQUENT_REUSE === 'on',
    metricsToken: e.METRICS_TOKEN,
    feedDir: e.FEED_DIR === undefined ? undefined : path.resolve(e.FEED_DIR),
    feedMaxRejectPercent: e.FEED_MAX_REJECT_PERCENT,
    feedWorker: e.FEED_WORKER === 'on',
    stockStaleHours: e.STOCK_STALE_HOURS,
    smtpUrl: e.SMTP_URL,
    smtpCaFile: e.SMTP_CA_FILE === undefined ? undefined : path.resolve(e.SMTP_CA_FILE),
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    vapidSubject: e.VAPID_SUBJECT,
    notificationSender: e.NOTIFICATION_SENDER === 'on',
    backorderCheckMinutes: e.BACKORDER_CHECK_MINUTES,
    autoReceiptCheckMinutes: e.AUTO_RECEIPT_CHECK_MINUTES,
  }
}

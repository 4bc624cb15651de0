import type { Config } from './config'

// What the server is built from: the configuration main.ts reads, or the part of it tests set.
export type AppConfig = Pick<
  Config,
  | 'sessionSecret'
  | 'scryptLogN'
  | 'cookieSecure'
  | 'loginRatePerMinute'
  | 'sessionIdleMinutes'
  | 'sessionAbsoluteHours'
  | 'trustProxy'
  | 'logLevel'
  | 'stockProvider'
  | 'oscUrl'
  | 'catalogueRatePerMinute'
  | 'metricsToken'
  | 'sessionCacheSeconds'
> & {
  webDist?: string
  apiCompression?: Config['apiCompression']
  reportReuse?: boolean
  frequentReuse?: boolean
  /** feeds: off unless set (tests run jobs themselves); main.ts passes the whole Config */
  feedWorker?: boolean
  feedDir?: string
  feedMaxRejectPercent?: number
  stockStaleHours?: number
  /** the upload cap (tests lower it) */
  feedMaxBytes?: number
  /** notifications by e-mail (all three set) and push; the sender is off unless set (tests send themselves) */
  smtpUrl?: string
  smtpCaFile?: string
  mailFrom?: string
  publicUrl?: string
  vapidSubject?: string
  notificationSender?: boolean
}

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
> &
  // optional here: tests leave them unset (main.ts passes the whole Config). Feeds: the worker is off
  // unless set (tests run jobs themselves); notifications by e-mail (SMTP, sender and public URL all
  // set) and push: the sender is off unless set (tests send themselves)
  Partial<
    Pick<
      Config,
      | 'webDist'
      | 'firstScreenEntry'
      | 'firstScreenBudgetMs'
      | 'firstScreenThreads'
      | 'apiCompression'
      | 'reportReuse'
      | 'frequentReuse'
      | 'feedWorker'
      | 'feedDir'
      | 'feedMaxRejectPercent'
      | 'stockStaleHours'
      | 'smtpUrl'
      | 'smtpCaFile'
      | 'mailFrom'
      | 'publicUrl'
      | 'vapidSubject'
      | 'notificationSender'
      | 'backorderCheckMinutes'
      | 'autoReceiptCheckMinutes'
    >
  > & {
    /** the upload cap (tests lower it) */
    feedMaxBytes?: number
  }

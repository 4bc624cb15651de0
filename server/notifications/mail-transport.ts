import fs from 'node:fs'
import nodemailer from 'nodemailer'

// E-mail over SMTP (SMTP_URL, e.g. smtp://user:pass@mail.dealer.co.id:587): a plain Indonesian
// message with the same words as the portal's and the order's full address. The mail server's
// certificate is checked as TLS always checks it: against the system's authorities, or against
// the CA file the operator names (SMTP_CA_FILE) for a server with its own CA. There is no setting
// that accepts any certificate: a message that cannot be sent safely waits, with the reason kept.

export interface MailMessage {
  to: string
  subject: string
  text: string
}

export type SendMail = (message: MailMessage) => Promise<void>

export interface MailTransportOptions {
  smtpUrl: string
  from: string
  timeoutMs?: number
  /** a PEM file of the authorities the mail server's certificate is checked against (SMTP_CA_FILE) */
  caFile?: string
}

/** The CA file's certificates; a file that cannot be read or holds none stops the start. */
export function readMailCa(file: string): string {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (error) {
    throw new Error(`SMTP_CA_FILE ${file} cannot be read: ${(error as Error).message}`)
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----')) throw new Error(`SMTP_CA_FILE ${file} holds no PEM certificate`)
  return text
}

export function createMailTransport(options: MailTransportOptions): SendMail {
  const timeout = options.timeoutMs ?? 15_000
  const url = new URL(options.smtpUrl)
  const secure = url.protocol === 'smtps:'
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    // the authorities replace the system's for this server only; the check itself stays on
    tls: options.caFile ? { ca: readMailCa(options.caFile), rejectUnauthorized: true } : { rejectUnauthorized: true },
  })
  return async (message) => {
    await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text })
  }
}

/** The e-mail of a message: its words, the order's address, and where to change what one hears. */
export function mailText(message: { body: string; link: string }, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '')
  return [
    message.body,
    '',
    `Buka pesanan: ${base}${message.link}`,
    '',
    '--',
    'DIPO Parts. Atur notifikasi yang Anda terima di Profil > Notifikasi.',
  ].join('\n')
}

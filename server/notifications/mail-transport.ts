import nodemailer from 'nodemailer'

// E-mail over SMTP (SMTP_URL, e.g. smtp://user:pass@mail.dealer.co.id:587): a plain Indonesian
// message with the same words as the portal's and the order's full address.

export interface MailMessage {
  to: string
  subject: string
  text: string
}

export type SendMail = (message: MailMessage) => Promise<void>

export function createMailTransport(options: { smtpUrl: string; from: string; timeoutMs?: number }): SendMail {
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

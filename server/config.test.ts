import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('loadConfig', () => {
  it('sends e-mail only with all three settings, and says which is missing', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined()
    const full = loadConfig({
      SMTP_URL: 'smtp://mailer:secret@mail.dealer.co.id:587',
      MAIL_FROM: 'DIPO Parts <noreply@dealer.co.id>',
      PUBLIC_URL: 'https://parts.dealer.co.id',
    })
    expect(full).toMatchObject({ smtpUrl: 'smtp://mailer:secret@mail.dealer.co.id:587', publicUrl: 'https://parts.dealer.co.id' })
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.dealer.co.id' })).toThrow(/SMTP_URL needs MAIL_FROM and PUBLIC_URL/)
    expect(() => loadConfig({ SMTP_URL: 'http://mail.dealer.co.id', MAIL_FROM: 'x@y.z', PUBLIC_URL: 'https://a.b' })).toThrow(
      /SMTP_URL must be smtp/,
    )
    expect(() => loadConfig({ VAPID_SUBJECT: 'admin@dealer.co.id' })).toThrow(/VAPID_SUBJECT must be mailto/)
    expect(loadConfig({}).notificationSender).toBe(true)
    expect(loadConfig({ NOTIFICATION_SENDER: 'off' }).notificationSender).toBe(false)
  })

  it('takes the mail server’s CA file, as an absolute path, only beside SMTP_URL', () => {
    const mail = {
      SMTP_URL: 'smtp://mail.dealer.co.id:587',
      MAIL_FROM: 'x@dealer.co.id',
      PUBLIC_URL: 'https://parts.dealer.co.id',
    }
    expect(loadConfig(mail).smtpCaFile).toBeUndefined()
    expect(loadConfig({ ...mail, SMTP_CA_FILE: 'certs/mail-ca.pem' }).smtpCaFile).toBe(path.resolve('certs/mail-ca.pem'))
    expect(() => loadConfig({ SMTP_CA_FILE: '/etc/ssl/mail-ca.pem' })).toThrow(/SMTP_CA_FILE .*needs SMTP_URL/)
    expect(() => loadConfig({ ...mail, SMTP_CA_FILE: '' })).toThrow(/SMTP_CA_FILE/)
  })
})

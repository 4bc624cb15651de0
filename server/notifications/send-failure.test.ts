import { describe, expect, it } from 'vitest'
import { describeFailure } from './send-failure'

// Which failures are worth trying again, and the words an operator reads for each.

const smtp = (responseCode: number, message: string) => Object.assign(new Error(message), { code: 'EENVELOPE', responseCode })

describe('describeFailure', () => {
  it('calls a certificate nobody trusts a refusal, and names the setting that mends it', () => {
    const error = Object.assign(new Error('self-signed certificate'), {
      code: 'ESOCKET',
      originalCode: 'DEPTH_ZERO_SELF_SIGNED_CERT',
    })
    expect(describeFailure('email', error)).toEqual({
      temporary: false,
      reason:
        'Sertifikat TLS server e-mail tidak dipercaya (self-signed certificate). Atur SMTP_CA_FILE ke sertifikat CA server itu.',
    })
    expect(describeFailure('push', error)).toEqual({
      temporary: false,
      reason: 'Sertifikat TLS layanan push tidak dipercaya (self-signed certificate).',
    })
  })

  it('waits on a mail server that asks to try later or cannot be reached, not on one that says no', () => {
    expect(describeFailure('email', smtp(451, '451 greylisted'))).toEqual({ temporary: true, reason: '451 greylisted' })
    expect(describeFailure('email', smtp(550, '550 mailbox unavailable'))).toEqual({
      temporary: false,
      reason: '550 mailbox unavailable',
    })
    expect(
      describeFailure('email', Object.assign(new Error('Invalid login: 535'), { code: 'EAUTH', responseCode: 535 })).temporary,
    ).toBe(false)
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:587'), {
      code: 'ESOCKET',
      originalCode: 'ECONNREFUSED',
    })
    expect(describeFailure('email', refused).temporary).toBe(true)
    expect(describeFailure('email', Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' })).temporary).toBe(true)
  })

  it('waits on a busy push service, not on one that refuses the message', () => {
    const answered = (statusCode: number) => Object.assign(new Error(`layanan push menjawab ${statusCode}`), { statusCode })
    expect(describeFailure('push', answered(503)).temporary).toBe(true)
    expect(describeFailure('push', answered(429)).temporary).toBe(true)
    expect(describeFailure('push', answered(400))).toEqual({ temporary: false, reason: 'layanan push menjawab 400' })
    expect(describeFailure('push', new Error('layanan push tidak menjawab dalam 10 detik')).temporary).toBe(true)
  })

  it('keeps the reason within the outbox’s 500 characters, and says something when the error said nothing', () => {
    expect(describeFailure('email', smtp(554, 'x'.repeat(2_000))).reason).toHaveLength(500)
    expect(describeFailure('email', new Error('')).reason).toBe('gagal tanpa keterangan')
  })
})

import { describe, expect, it } from 'vitest'
import { LIST_ONLY_LINE, TEST_OUTCOME_TITLE, testOutcomeView } from './test-outcome'

const sent = { result: 'sent', reason: null } as const

describe('testOutcomeView', () => {
  it('is green when every channel sent, naming each browser when there are several', () => {
    expect(testOutcomeView({ push: [sent, sent], email: sent })).toEqual({
      color: 'green',
      title: 'Notifikasi uji dikirim',
      lines: ['Push (browser 1): terkirim.', 'Push (browser 2): terkirim.', 'E-mail: terkirim.'],
    })
  })

  it('is yellow with the reason when a channel waits, red when one refused', () => {
    const queued = { result: 'queued', reason: 'connect ECONNREFUSED 10.0.0.5:587' } as const
    expect(testOutcomeView({ push: [sent], email: queued })).toEqual({
      color: 'yellow',
      title: TEST_OUTCOME_TITLE.queued,
      lines: ['Push: terkirim.', 'E-mail: menunggu di antrean, dicoba lagi otomatis. Alasan: connect ECONNREFUSED 10.0.0.5:587'],
    })
    const refused = { result: 'refused', reason: '535 Authentication failed' } as const
    expect(testOutcomeView({ push: [queued], email: refused })).toMatchObject({
      color: 'red',
      title: TEST_OUTCOME_TITLE.refused,
    })
  })

  it('says the list alone has it when no browser or e-mail is reached', () => {
    expect(testOutcomeView({ push: [], email: null })).toEqual({
      color: 'green',
      title: TEST_OUTCOME_TITLE.listOnly,
      lines: [LIST_ONLY_LINE],
    })
  })
})

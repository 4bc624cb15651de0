// What the test message came to, in words: a heading and one line per channel (each browser, the
// e-mail), with the server's reason when it did not go out, and the colour of the worst of them.
import { NOTIFICATION_TEXT, TEST_RESULT_TEXT } from '#common/notification-rules.ts'
import type { NotificationTestResponse, TestOutcome } from '#common/notifications.ts'

export interface TestOutcomeView {
  color: 'green' | 'yellow' | 'red'
  title: string
  lines: string[]
}

export const TEST_OUTCOME_TITLE = {
  sent: NOTIFICATION_TEXT.testSent,
  queued: 'Notifikasi uji belum terkirim ke semua saluran',
  refused: 'Notifikasi uji ditolak di sebagian saluran',
  listOnly: 'Notifikasi uji masuk ke daftar notifikasi',
} as const

/** No browser of his takes pushes and no e-mail reaches him: the list alone has it. */
export const LIST_ONLY_LINE = 'Tidak ada browser dengan push aktif atau e-mail yang dituju; notifikasi uji hanya ada di daftar.'

function line(channel: string, outcome: TestOutcome): string {
  const said = `${channel}: ${TEST_RESULT_TEXT[outcome.result]}.`
  return outcome.reason ? `${said} Alasan: ${outcome.reason}` : said
}

export function testOutcomeView(answer: NotificationTestResponse): TestOutcomeView {
  const channels: Array<[string, TestOutcome]> = answer.push.map((outcome, i) => [
    answer.push.length > 1 ? `Push (browser ${i + 1})` : 'Push',
    outcome,
  ])
  if (answer.email) channels.push(['E-mail', answer.email])
  if (channels.length === 0) return { color: 'green', title: TEST_OUTCOME_TITLE.listOnly, lines: [LIST_ONLY_LINE] }
  const results = channels.map(([, outcome]) => outcome.result)
  const worst = results.includes('refused') ? 'refused' : results.includes('queued') ? 'queued' : 'sent'
  const color = worst === 'refused' ? 'red' : worst === 'queued' ? 'yellow' : 'green'
  return { color, title: TEST_OUTCOME_TITLE[worst], lines: channels.map(([channel, outcome]) => line(channel, outcome)) }
}

// Notifikasi: how the push and e-mail outbox fares (waiting, given up, the newest error), for head office.
import { paths } from '#web/lib/paths.ts'

export const notificationPaths = {
  outboxHealth: `${paths.area('admin')}/notifikasi`,
}

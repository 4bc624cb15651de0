import type { MarkReadRequest, NotificationPrefs, NotificationPrefsRequest } from '../../common/notifications'
import type { Db } from '../db/connect'
import type { PlaceSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import * as inbox from './inbox'
import { hasEmail } from './record'

export function createNotificationService(deps: { db: Db; clock: Clock; emailEnabled: boolean }) {
  const { db, clock } = deps

  async function list(session: PlaceSession, query: { cursor?: string; limit?: number }) {
    return inbox.listInbox(db, session.user.id, query.cursor ? Number(query.cursor) : null, query.limit)
  }

  async function markRead(session: PlaceSession, body: MarkReadRequest) {
    const marked = await inbox.markRead(db, session.user.id, 'all' in body ? 'all' : body.ids, clock.now())
    return { marked, unread_count: await inbox.unreadCount(db, session.user.id) }
  }

  async function choices(session: PlaceSession): Promise<NotificationPrefs> {
    const email = await db.selectFrom('users').select('email').where('id', '=', session.user.id).executeTakeFirst()
    return {
      items: await inbox.readChoices(db, session.user.id, session.role),
      email_available: deps.emailEnabled && hasEmail(email?.email ?? null),
    }
  }

  async function saveChoices(session: PlaceSession, body: NotificationPrefsRequest) {
    await inbox.saveChoices(db, session.user.id, session.role, body.items)
    return choices(session)
  }

  return { list, markRead, choices, saveChoices }
}

export type NotificationService = ReturnType<typeof createNotificationService>

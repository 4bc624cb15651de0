import { z } from 'zod'
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_LIST_LIMIT, TEST_RESULTS } from './notification-rules'

// The notification calls: GET /api/notifications, POST /api/notifications/read,
// GET/PUT /api/profile/notifications, POST /api/profile/notifications/test, the push calls, and
// head office's GET /api/admin/notifications/outbox. Bodies are strict: an id or a flag slipped in
// is refused.

const eventSchema = z.enum(NOTIFICATION_EVENTS)
const dbId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)

export const notificationListQuerySchema = z
  .object({
    /** the id of the last message of the page before */
    cursor: z
      .string()
      .regex(/^[1-9][0-9]{0,15}$/, 'Cursor tidak valid')
      .optional(),
    limit: z.coerce.number().int().min(1).max(NOTIFICATION_LIST_LIMIT).optional(),
  })
  .strict()

export const notificationItemSchema = z.object({
  id: z.number(),
  /** 'uji': the test message a person sends himself from his profile */
  event: z.union([eventSchema, z.literal('uji')]),
  order_id: z.number().nullable(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  created_at: z.string(),
  read: z.boolean(),
})
export type NotificationItem = z.infer<typeof notificationItemSchema>

export const notificationListSchema = z.object({
  items: z.array(notificationItemSchema),
  unread_count: z.number(),
  next_cursor: z.string().nullable(),
})
export type NotificationList = z.infer<typeof notificationListSchema>

/** Some messages by id (at most a page's worth), or all of one's own. */
export const markReadRequestSchema = z.union([
  z.object({ ids: z.array(dbId).min(1).max(NOTIFICATION_LIST_LIMIT) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
])
export type MarkReadRequest = z.infer<typeof markReadRequestSchema>

export const markReadResponseSchema = z.object({ marked: z.number(), unread_count: z.number() })

export const notificationChoiceSchema = z.object({ event: eventSchema, push: z.boolean(), email: z.boolean() }).strict()
export type NotificationChoice = z.infer<typeof notificationChoiceSchema>

export const notificationPrefsSchema = z.object({
  items: z.array(notificationChoiceSchema),
  /** e-mail reaches this person: the portal sends e-mail and his profile has an address */
  email_available: z.boolean(),
})
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>

export const notificationPrefsRequestSchema = z
  .object({ items: z.array(notificationChoiceSchema).min(1).max(NOTIFICATION_EVENTS.length) })
  .strict()
export type NotificationPrefsRequest = z.infer<typeof notificationPrefsRequestSchema>

// ---- push subscriptions -------------------------------------------------------------------------

/** What a browser's PushManager.subscribe() answers, as the page sends it (its toJSON()). */
export const pushSubscriptionRequestSchema = z
  .object({
    endpoint: z.string().min(9).max(1000),
    // the browser may send expirationTime; nothing else is taken
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'Kunci p256dh tidak valid'),
        auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}$/, 'Kunci auth tidak valid'),
      })
      .strict(),
  })
  .strict()
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>

export const pushUnsubscribeRequestSchema = z.object({ endpoint: z.string().min(9).max(1000) }).strict()

export const pushKeySchema = z.object({ public_key: z.string() })

/** One channel of the test message: what became of it, and the server's reason when not sent. */
export const testOutcomeSchema = z.object({ result: z.enum(TEST_RESULTS), reason: z.string().nullable() })
export type TestOutcome = z.infer<typeof testOutcomeSchema>

/** What became of the test message: one outcome per browser, and the e-mail's (null: none goes to him). */
export const notificationTestResponseSchema = z.object({ push: z.array(testOutcomeSchema), email: testOutcomeSchema.nullable() })
export type NotificationTestResponse = z.infer<typeof notificationTestResponseSchema>

// ---- head office: GET /api/admin/notifications/outbox -------------------------------------------

/** It takes no parameters: anything slipped into the address is refused. */
export const outboxHealthQuerySchema = z.object({}).strict()

export const outboxChannelHealthSchema = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** false: this server sends nothing by this channel (e-mail without SMTP_URL) */
  active: z.boolean(),
  waiting: z.number(),
  /** how long the oldest waiting message has waited; 0 when none waits */
  oldest_waiting_seconds: z.number(),
  /** messages given up in the last OUTBOX_FAILED_DAYS days */
  failed: z.number(),
  /** the newest message that met an error: the reason, when it was written, tries so far, and whether it still waits */
  last_error: z.object({ reason: z.string(), message_at: z.string(), attempts: z.number(), waiting: z.boolean() }).nullable(),
})
export type OutboxChannelHealth = z.infer<typeof outboxChannelHealthSchema>

export const outboxHealthSchema = z.object({ channels: z.array(outboxChannelHealthSchema) })
export type OutboxHealth = z.infer<typeof outboxHealthSchema>

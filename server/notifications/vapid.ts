import webpush from 'web-push'
import type { Db } from '../db/connect'

// The VAPID key pair pushes are signed with: made once, on first need, and kept in app_secrets, so
// every instance signs with the same keys and a browser's subscription outlives a restart. Two
// instances making them at once keep whichever was written first.

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys()
  await db
    .insertInto('app_secrets')
    .values([
      { name: 'vapid_public', value: made.publicKey },
      { name: 'vapid_private', value: made.privateKey },
    ])
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const rows = await db
    .selectFrom('app_secrets')
    .select(['name', 'value'])
    .where('name', 'in', ['vapid_public', 'vapid_private'])
    .execute()
  const value = (name: string) => rows.find((r) => r.name === name)?.value
  const publicKey = value('vapid_public')
  const privateKey = value('vapid_private')
  if (!publicKey || !privateKey) throw new Error('VAPID keys missing after they were written')
  return { publicKey, privateKey }
}

/** Without VAPID_SUBJECT: the portal's own address, else a placeholder the push services accept. */
export function vapidSubjectOf(publicUrl: string | undefined): string {
  return publicUrl?.startsWith('https://') ? publicUrl : 'mailto:admin@dipo-parts.invalid'
}

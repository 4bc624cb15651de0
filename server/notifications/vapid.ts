import webpush from 'web-push'
import type { Db } from '../db/connect'
import { keepSecretsOnce, readSecrets } from '../http/queries'

// The VAPID key pair pushes are signed with: made once, on first need, and kept in app_secrets, so
// every instance signs with the same keys and a browser's subscription outlives a restart. Two
// instances making them at once keep whichever was written first.

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys()
  await keepSecretsOnce(db, [
    { name: 'vapid_public', value: made.publicKey },
    { name: 'vapid_private', value: made.privateKey },
  ])
  const kept = await readSecrets(db, ['vapid_public', 'vapid_private'])
  const publicKey = kept.get('vapid_public')
  const privateKey = kept.get('vapid_private')
  if (!publicKey || !privateKey) throw new Error('VAPID keys missing after they were written')
  return { publicKey, privateKey }
}

/** Without VAPID_SUBJECT: the portal's own address, else a placeholder the push services accept. */
export function vapidSubjectOf(publicUrl: string | undefined): string {
  return publicUrl?.startsWith('https://') ? publicUrl : 'mailto:admin@dipo-parts.invalid'
}

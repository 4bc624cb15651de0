import { randomBytes } from 'node:crypto'
import type { Db } from '../db/connect'
import { keepSecretsOnce, readSecrets } from './queries'

/**
 * The server secret that signs CSRF tokens. SESSION_SECRET wins when set; otherwise one is made
 * once and kept in the database, so every instance on the same database shares it.
 */
export async function loadServerSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured
  await keepSecretsOnce(db, [{ name: 'csrf', value: randomBytes(32).toString('base64url') }])
  const value = (await readSecrets(db, ['csrf'])).get('csrf')
  if (!value) throw new Error('CSRF secret missing after it was written')
  return value
}

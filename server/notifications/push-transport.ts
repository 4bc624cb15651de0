import https from 'node:https'
import net from 'node:net'
import webpush from 'web-push'
import { isPublicAddress, PUSH_ADDRESS_REFUSED, publicOnlyLookup } from './push-address'
import type { VapidKeys } from './vapid'

// One push to one browser: web-push signs it (VAPID) and encrypts it (RFC 8291, aes128gcm); the
// request itself is made here, so that an address a browser handed us is called safely: only an
// address that passed the check (push-address.ts), no redirect followed, a short timeout, and at
// most a few kilobytes of answer read.

export interface PushTarget {
  endpoint: string
  p256dh: string
  auth: string
}

export interface PushMessage {
  title: string
  body: string
  link: string
}

/**
 * 'gone': the push service no longer knows this browser (404/410), or its address leads to no
 * public host (it named a public host that now resolves inward): the subscription is removed at
 * once rather than tried for a day, as the address will not get better.
 */
export type PushResult = 'sent' | 'gone'

export type SendPush = (target: PushTarget, message: PushMessage) => Promise<PushResult>

const ANSWER_MAX_BYTES = 4096

export interface PushTransportOptions {
  vapid: VapidKeys
  /** 'mailto:…' or 'https://…': who runs this portal, for the push services */
  subject: string
  timeoutMs?: number
  /** tests only: the HTTPS agent and the addresses allowed (a push service on this machine) */
  agent?: https.Agent
  allowAddress?: (ip: string) => boolean
}

export function createPushTransport(options: PushTransportOptions): SendPush {
  const allow = options.allowAddress ?? isPublicAddress
  const agent = options.agent ?? new https.Agent({ lookup: publicOnlyLookup(allow), keepAlive: true, maxSockets: 20 })
  const timeoutMs = options.timeoutMs ?? 10_000
  return async (target, message) => {
    // a name is checked when it is resolved (the agent's lookup); an address written out is never
    // resolved, so it is checked here
    const host = new URL(target.endpoint).hostname.replace(/^\[|\]$/g, '')
    if (net.isIP(host) && !allow(host)) return 'gone'
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject: options.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey },
        TTL: 24 * 60 * 60,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      },
    )
    let status: number
    try {
      status = await post(
        details.endpoint,
        details.headers as Record<string, string | number>,
        details.body as Buffer,
        agent,
        timeoutMs,
      )
    } catch (error) {
      // the agent's lookup refused the host's addresses (push-address.ts)
      if ((error as NodeJS.ErrnoException).code === PUSH_ADDRESS_REFUSED) return 'gone'
      throw error
    }
    if (status === 404 || status === 410) return 'gone'
    if (status < 200 || status >= 300) throw Object.assign(new Error(`layanan push menjawab ${status}`), { statusCode: status })
    return 'sent'
  }
}

/** Answers the status; the answer's body is read up to a cap and dropped. Redirects are not followed. */
function post(
  endpoint: string,
  headers: Record<string, string | number>,
  body: Buffer,
  agent: https.Agent,
  timeoutMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = https.request(endpoint, { method: 'POST', headers, agent, timeout: timeoutMs }, (response) => {
      let read = 0
      response.on('data', (chunk: Buffer) => {
        read += chunk.length
        if (read > ANSWER_MAX_BYTES) response.destroy()
      })
      response.on('close', () => resolve(response.statusCode ?? 0))
      response.on('error', () => resolve(response.statusCode ?? 0))
    })
    request.on('timeout', () => request.destroy(new Error(`layanan push tidak menjawab dalam ${timeoutMs / 1000} detik`)))
    request.on('error', reject)
    request.end(body)
  })
}

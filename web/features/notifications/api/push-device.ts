// This browser and Web Push: GET /api/push/key, then PushManager.subscribe() with it, and
// POST /api/push/subscriptions (or DELETE to stop). The service worker shows what arrives.
import { api, apiRequest } from '#web/api/client.ts'

export type DeviceState = 'unsupported' | 'blocked' | 'off' | 'on' | 'no-worker'

function supported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration()
}

export async function deviceState(): Promise<DeviceState> {
  if (!supported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'blocked'
  const reg = await registration()
  if (!reg) return 'no-worker'
  return (await reg.pushManager.getSubscription()) ? 'on' : 'off'
}

export async function turnOn(): Promise<DeviceState> {
  if (!supported()) return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off'
  const reg = await registration()
  if (!reg) return 'no-worker'
  const { public_key } = await api.get<{ public_key: string }>('/push/key')
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: public_key }))
  const json = subscription.toJSON()
  await api.post('/push/subscriptions', {
    endpoint: json.endpoint,
    keys: { p256dh: json.keys?.p256dh, auth: json.keys?.auth },
  })
  return 'on'
}

export async function turnOff(): Promise<DeviceState> {
  const reg = supported() ? await registration() : undefined
  const subscription = await reg?.pushManager.getSubscription()
  if (subscription) {
    await apiRequest('/push/subscriptions', { method: 'DELETE', json: { endpoint: subscription.endpoint } })
    await subscription.unsubscribe()
  }
  return 'off'
}

// Pushes for the installed app and the open browser (the service worker imports this file): show
// the message the portal sent (its title, words and the order's link), and open that order on a
// tap, in a window of the portal already open when there is one.
self.addEventListener('push', (event) => {
  let message = { title: 'DIPO Parts', body: '', link: '/' }
  try {
    message = { ...message, ...event.data.json() }
  } catch {
    // an empty or unreadable push still says something arrived
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'id',
      data: { link: typeof message.link === 'string' && message.link.startsWith('/') ? message.link : '/' },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const link = event.notification.data?.link ?? '/'
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin)
      if (open) {
        // to the order first: focusing may be refused when the tap's permission has lapsed
        const moved = await open.navigate(link)
        await (moved ?? open).focus().catch(() => undefined)
        return
      }
      return self.clients.openWindow(link)
    })(),
  )
})

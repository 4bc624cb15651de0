// The installable app: its manifest and a service worker generated at build time by Workbox
// (vite-plugin-pwa). The worker precaches the app shell and the hashed assets, so the portal opens
// and reloads without a network; it caches no API answer and nothing with a session in it (the API
// is never routed through it, and navigations fall back to the shell, never to a cached page).
import { VitePWA } from 'vite-plugin-pwa'

export const THEME_COLOUR = '#1c3f8f'

export function pwaPlugin() {
  return VitePWA({
    // the page asks before a new version takes over (web/components/app-updates.tsx)
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'DIPO Parts',
      short_name: 'DIPO Parts',
      description: 'Pemesanan suku cadang untuk bengkel, toko, dan staff dealer.',
      lang: 'id',
      // the login page sends a signed-in user on to the home of the role (product.md §2.2), anyone else
      // signs in there; '/' would only redirect to it (product.md §2.1)
      start_url: '/login',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // the shell and every hashed chunk; help pictures and part drawings load when shown
      globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg', 'icons/*.png'],
      navigateFallback: '/index.html',
      // the API, the import template and the API docs are the server's, never the shell
      navigateFallbackDenylist: [/^\/api\//, /^\/DPO_Import_Template/],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      // pushes: show the portal's message and open its order on a tap (web/public/push-sw.js)
      importScripts: ['/push-sw.js'],
      // hashed names are their own revision
      dontCacheBustURLsMatching: /^assets\//,
      // the largest chunk (the report charts) is ~430 KB
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
  })
}

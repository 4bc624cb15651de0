// The page's one script tag, kept tiny: the kit's base styles (so they are in the page's head) and
// the app, started after the page has painted when the server drew its first screen. Until then
// the app's files are not even asked for: the page's head names them in inert templates (index.html
// the app's own, the server the page's, scripts/vite-route-assets.ts), so on a slow line the HTML
// and its stylesheets have the bandwidth to themselves and the phone shows the server's screen
// first; then they are all asked at once, in parallel, and the app takes the screen over. A page
// the server left to the browser has nothing to show yet: the app starts at once.
//
// The app is evaluated in stages, a task each (start/: React, the router, the kit, then the app),
// so a slow phone answers a tap between them instead of after the whole third of a second.
import '@mantine/core/styles/baseline.css'
import '@mantine/core/styles/default-css-variables.css'
import '@mantine/core/styles/global.css'
import { STATE_ELEMENT_ID } from './app/first-screen-state'

/** The templates holding the app's and the page's modulepreload links. */
const SCRIPT_TEMPLATE_IDS = ['app-scripts', 'page-scripts']
/** Long enough for any paint; only a page that paints nothing contentful waits this long. */
const PAINT_WAIT_MS = 1000

const STAGES = [
  () => import('./start/react'),
  () => import('./start/router'),
  () => import('./start/kit'),
  () => import('./main'),
]

/** A new task: what follows runs after the browser has had its turn (input, paint). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

async function startApp(): Promise<void> {
  for (const id of SCRIPT_TEMPLATE_IDS) {
    const template = document.getElementById(id)
    if (template instanceof HTMLTemplateElement) document.head.append(template.content)
  }
  for (const stage of STAGES) {
    await stage()
    await nextTask()
  }
}

/** Runs `next` once the first contentful paint has happened (or cannot: a hidden tab paints nothing). */
function afterFirstPaint(next: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    next()
  }
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0
  if (document.visibilityState !== 'visible' || typeof PerformanceObserver === 'undefined' || painted()) {
    once()
    return
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return
    observer.disconnect()
    // the paint is on screen; the next task is the app's
    setTimeout(once, 0)
  })
  observer.observe({ type: 'paint', buffered: true })
  setTimeout(() => {
    observer.disconnect()
    once()
  }, PAINT_WAIT_MS)
}

if (document.getElementById(STATE_ELEMENT_ID)) afterFirstPaint(() => void startApp())
else void startApp()

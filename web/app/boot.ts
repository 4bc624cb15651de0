// The app's very first steps, evaluated before React and the UI kit (main.tsx imports this
// module first): the address's layout and page start loading and the session is asked for while
// the rest of the app's code is still being evaluated, a few hundred milliseconds on a phone.
// A page the server rendered brings its session along: nothing to ask.
import { applyRenderedSession, hydrateSession } from '../features/auth/logic/session-actions'
import { readFirstScreenState } from './first-screen-state'
import { warmRoute } from './route-start'

const { pathname } = window.location
/** The server's first screen and what it was rendered with, or null (the app renders the page). */
export const firstScreen = readFirstScreenState()
/** The session is known (product.md §2.2; the route guard waits for it too). Asked first: the page's
 * data waits for it, and HTTP/1.1's six connections would otherwise all be busy with chunks. */
export const sessionKnown = firstScreen ? Promise.resolve(applyRenderedSession(firstScreen.session)) : hydrateSession(pathname)
/** The address's lazy modules have arrived (or failed; React.lazy tries again). */
export const routeArrived = warmRoute(pathname)

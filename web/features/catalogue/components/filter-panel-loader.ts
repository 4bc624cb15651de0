// The 'Filter & Sort' panel's fields (dropdowns, with the kit's positioning code) load when the
// panel first opens, or with the page when the tab left it open (prefetch.ts), not with every
// catalogue visit: most searches never open it.
import { preloadableModule } from '#web/lib/preloadable.ts'

export const filterPanelModule = preloadableModule(() => import('./filter-panel'))

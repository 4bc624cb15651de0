// Feed Data, head office's page (the /admin area); router.tsx lazy-loads it by this name.
export { FeedsPage } from './feeds-page'

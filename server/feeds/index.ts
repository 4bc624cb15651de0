// The nightly feeds: its descriptor (the service, the routes, the worker every instance runs and
// the figures /api/metrics shows) and where a job came from (the test factories make jobs). The
// command-line loaders are entry files of their own (cli/), which nothing imports.
export { feedsFeature } from './feature'
export type { FeedSource } from './tables'

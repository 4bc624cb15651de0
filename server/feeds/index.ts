// The nightly feeds: its descriptor (the service, the routes, the worker every instance runs and
// the figures /api/metrics shows). The command-line loaders are entry files of their own (cli/),
// which nothing imports.
export { feedsFeature } from './feature'

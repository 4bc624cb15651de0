// Head office: its descriptor (the service, handed the session store and the management and
// report services, its settings and the routes). Nothing of it is used by another feature.
export { adminFeature } from './feature'

// 'Tanya Part': its descriptor (the requests, their photos and routes). Anything not exported here is internal.
export { partRequestsFeature } from './feature'

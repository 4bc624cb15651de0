// The worked example's public face, as every feature's index.ts: its descriptor.
export { memoFeature } from './feature'

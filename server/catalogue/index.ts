// The catalogue feature: its descriptor, and what other features use (parts as the cart, the
// import and the feeds read them; replaced numbers). Anything not exported here is internal.
export { catalogueFeature } from './feature'
export { PART_NO } from './import-parts'
export { activeProduct, activeProductsByPartNo, type KnownPart, knownParts } from './part-queries'
export { type SupersessionRow, validateSupersessions, writeSupersessions } from './supersession-feed'
export { type CurrentPart, currentPartsOf } from './supersession-queries'
export { namedWords } from './word-queries'

// The catalogue feature as other features may use it. Anything not exported here is internal.
export { PART_NO } from './import-parts'
export { SUPERSESSIONS_CHANNEL, type SupersessionRow, validateSupersessions, writeSupersessions } from './supersession-feed'
export { type CurrentPart, currentPartsOf } from './supersessions'

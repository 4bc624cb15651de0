// The catalogue feature as other features may use it. Anything not exported here is internal.
export { type CurrentPart, currentPartsOf } from './supersessions'

// The catalogue feature as other features may use it, and the service and routes app.ts wires.
// Anything not exported here is internal.
export { PART_NO } from './import-parts'
export {
  activeProduct,
  activeProductsByPartNo,
  type KnownPart,
  knownParts,
} from './part-queries'
export { catalogueRoutes } from './routes'
export { createCatalogueService } from './service'
export { SUPERSESSIONS_CHANNEL, type SupersessionRow, validateSupersessions, writeSupersessions } from './supersession-feed'
export { type CurrentPart, currentPartsOf } from './supersession-queries'

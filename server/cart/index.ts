// The cart feature as other features may use it. Anything not exported here is internal.
export type { CartService } from './service'

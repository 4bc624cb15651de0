// Worker threads do not inherit the TypeScript loader of the main thread: register it here,
// then load the worker itself.
import { register } from 'tsx/esm/api'

register()
await import('./parse-worker.ts')

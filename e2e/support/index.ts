// One import for journeys: `import { demo, login, newContextAs } from './support'`.
export * from './accounts'
export * from './auth'
export * from './home'
export * from './orders'
export * from './screenshots'
export * from './staff-api'

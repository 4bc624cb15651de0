// Head office as the rest of the server sees it: the composition root wires the service (with the
// session store, the management and the report services it is handed) and the routes.
export { adminRoutes } from './routes'
export { createAdminService } from './service'
export { settingsRoutes } from './settings-routes'
export { createSettingsService } from './settings-service'

import { defineFeature } from '../lib/feature'
import { parsesInFlight } from './read-upload'
import { importRoutes } from './routes'
import { createImportService } from './service'
import type {} from './tables' // its tables' types, merged into Database

export const importsFeature = defineFeature({
  name: 'imports',
  needs: ['orderEvents'],
  gives: [],
  tables: ['import_tokens'],
  build: ({ db, clock }, { orderEvents }) => ({
    gives: {},
    routes: (app) => importRoutes(app, { imports: createImportService({ db, clock, orderEvents }) }),
    metrics: { importParses: parsesInFlight },
  }),
})

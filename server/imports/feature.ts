import { defineFeature } from '../lib/feature'
import { parsesInFlight } from './read-upload'
import { importRoutes } from './routes'
import { createImportService } from './service'

export const importsFeature = defineFeature({
  name: 'imports',
  needs: ['orderEvents'],
  gives: [],
  build: ({ db, clock }, { orderEvents }) => ({
    gives: {},
    routes: (app) => importRoutes(app, { imports: createImportService({ db, clock, orderEvents }) }),
    metrics: { importParses: parsesInFlight },
  }),
})

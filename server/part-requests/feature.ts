import { defineFeature } from '../lib/feature'
import { createPartRequestPhotos } from './photos'
import { partRequestRoutes } from './routes'
import { createPartRequestService } from './service'
import type {} from './tables' // its tables' types, merged into Database

export const partRequestsFeature = defineFeature({
  name: 'part-requests',
  needs: ['cart', 'requestNotices'],
  gives: [],
  tables: ['part_requests', 'part_request_messages', 'part_request_lines', 'part_request_photos'],
  build({ db, clock }, { cart, requestNotices }) {
    const requests = createPartRequestService({ db, clock, cart, notices: requestNotices })
    const photos = createPartRequestPhotos({ db, clock })
    return { gives: {}, routes: (app) => partRequestRoutes(app, { requests, photos }) }
  },
})

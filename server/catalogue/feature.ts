import { defineFeature } from '../lib/feature'
import { PRICES_CHANNEL } from '../pricing'
import { SYNONYMS_CHANNEL } from '../synonyms'
import { catalogueRoutes } from './routes'
import { createCatalogueService } from './service'
import { SUPERSESSIONS_CHANNEL } from './supersession-feed'
import type {} from './tables' // its tables' types, merged into Database

export const catalogueFeature = defineFeature({
  name: 'catalogue',
  needs: ['stock', 'books', 'synonyms'],
  gives: [],
  channels: [SUPERSESSIONS_CHANNEL, PRICES_CHANNEL, SYNONYMS_CHANNEL],
  tables: ['products', 'part_supersessions', 'catalogue_words'],
  build({ db, clock, config, channels }, { stock, books, synonyms }) {
    const catalogue = createCatalogueService({ db, stock, clock, books, synonyms, stockStaleHours: config.stockStaleHours })
    // a supersession feed loaded anywhere changes which part a searched number leads to, a price
    // feed or a store's price group what it costs; notices missed while not listening may have too
    channels.listen(SUPERSESSIONS_CHANNEL, catalogue.clearCache)
    channels.listen(PRICES_CHANNEL, catalogue.clearCache)
    // a synonym edited or loaded changes what a name search finds
    channels.listen(SYNONYMS_CHANNEL, catalogue.clearCache)
    channels.onResume(catalogue.clearCache)
    return {
      gives: {},
      routes: (app) => catalogueRoutes(app, { catalogue, ratePerMinute: config.catalogueRatePerMinute }),
    }
  },
})

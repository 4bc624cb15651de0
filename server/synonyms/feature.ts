import { defineFeature } from '../lib/feature'
import { SYNONYMS_CHANNEL } from './announce-queries'
import { synonymRoutes } from './routes'
import { createSynonymService } from './service'
import { SynonymList } from './synonym-list'
import type {} from './tables' // its tables' types, merged into Database

declare module '../lib/feature' {
  interface Services {
    /** the synonym list, kept for the catalogue's name searches */
    synonyms: SynonymList
  }
}

export const synonymsFeature = defineFeature({
  name: 'synonyms',
  needs: [],
  gives: ['synonyms'],
  channels: [SYNONYMS_CHANNEL],
  tables: ['search_synonyms'],
  build({ db, clock, channels }) {
    const synonyms = new SynonymList(db)
    // a term edited or loaded anywhere changes what a search means; notices missed while not
    // listening may have too
    channels.listen(SYNONYMS_CHANNEL, synonyms.forget)
    channels.onResume(synonyms.forget)
    // head office's list (/api/admin/synonyms): its writes forget this instance's list at once
    const service = createSynonymService({ db, clock, list: synonyms })
    return { gives: { synonyms }, routes: (app) => synonymRoutes(app, { synonyms: service }) }
  },
})

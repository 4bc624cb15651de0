// The synonym list (docs/product.md §14): other features read it through this index; head office
// edits it (its routes); the feeds' 'sinonim' job loads it through the synonyms' own rules and write
// (synonym-feed.ts); server/admin's audit reads the detail of a change (audit.ts).
export { announceSynonymsChanged, SYNONYMS_CHANNEL } from './announce-queries'
export { SYNONYM_AUDIT_SETTING } from './audit'
export { synonymsFeature } from './feature'
export { readSynonymLine, type SynonymLine, writeSynonymLines } from './synonym-feed'
export { NO_SYNONYMS, type SynonymIndex } from './synonym-index'
export { SynonymList } from './synonym-list'

import { runCsvImport } from '../lib/run-csv-import'
import { loadSupersessions, validateSupersessions } from './supersession-feed'

// `npm run catalogue:supersessions -- file.csv`: loads a manufacturer's supersession feed
// (columns old_part_no, new_part_no, type replace|interchangeable, effective_date yyyy-mm-dd).
process.exitCode = await runCsvImport(
  {
    name: 'Penggantian part',
    usage:
      'Pakai: npm run catalogue:supersessions -- file.csv   (kolom: old_part_no, new_part_no, type replace|interchangeable, effective_date yyyy-mm-dd)',
    validate: validateSupersessions,
    load: loadSupersessions,
  },
  process.argv.slice(2),
)

import { runCsvImport } from '../lib/run-csv-import'
import { upsertParts, validateParts } from './import-parts'

// `npm run catalogue:import -- parts.csv`: upserts parts by part number (columns part_no, name,
// price, optional image_url).
process.exitCode = await runCsvImport(
  {
    name: 'Katalog',
    usage: 'Pakai: npm run catalogue:import -- file.csv   (kolom: part_no, name, price, image_url opsional)',
    validate: async (_db, headers, records) => validateParts(headers, records),
    load: upsertParts,
  },
  process.argv.slice(2),
)

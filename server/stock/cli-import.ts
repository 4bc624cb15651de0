import { runCsvImport } from '../lib/run-csv-import'
import { upsertStock, validateStock } from './import-stock'

// `npm run stock:import -- stock.csv`: loads a stock feed for the embedded stock provider
// (columns branch, part_no, qty, optional price).
process.exitCode = await runCsvImport(
  {
    name: 'Stok',
    usage: 'Pakai: npm run stock:import -- file.csv   (kolom: branch, part_no, qty, price opsional)',
    validate: validateStock,
    load: upsertStock,
  },
  process.argv.slice(2),
)

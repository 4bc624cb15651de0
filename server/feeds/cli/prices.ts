import { runFeedCli } from './run-feed-cli'

// `npm run prices:import -- harga.csv`: the customers' own prices ('Harga Pelanggan', columns
// scope, code, part_no or part_group, discount_percent or net_price, valid_from and valid_to
// optional), as a feed job: the whole list of every code the file names, all or nothing.
process.exitCode = await runFeedCli('harga', process.argv.slice(2))

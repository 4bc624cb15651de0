import { runFeedCli } from './run-feed-cli'

// `npm run stock:import -- stock.csv`: loads a stock feed for the embedded stock provider
// (columns branch, part_no, qty, price optional), as a feed job.
process.exitCode = await runFeedCli('stock', process.argv.slice(2))

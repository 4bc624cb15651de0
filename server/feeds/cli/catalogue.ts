import { runFeedCli } from './run-feed-cli'

// `npm run catalogue:import -- parts.csv`: upserts parts by part number (columns part_no, name,
// price, image_url optional), as a feed job.
process.exitCode = await runFeedCli('catalogue', process.argv.slice(2))

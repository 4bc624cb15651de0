import { runFeedCli } from './run-feed-cli'

// `npm run catalogue:supersessions -- file.csv`: loads a manufacturer's supersession feed
// (columns old_part_no, new_part_no, type replace|interchangeable, effective_date yyyy-mm-dd), as
// a feed job.
process.exitCode = await runFeedCli('supersessions', process.argv.slice(2))

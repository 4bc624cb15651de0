import { runFeedCli } from './run-feed-cli'

// `npm run synonyms:import -- sinonim.csv`: head office's synonyms for the name search ('Sinonim',
// columns term and synonyms, the phrases separated by ';'), as a feed job: every line adds or
// replaces its term, other terms stay; all or nothing.
process.exitCode = await runFeedCli('sinonim', process.argv.slice(2))

import cliProgress from 'cli-progress'

/** One progress bar on stderr for a command-line job. */
export function progressBar(label: string, total: number) {
  const bar = new cliProgress.SingleBar(
    { format: `${label.padEnd(14)} [{bar}] {percentage}% | {value}/{total}`, hideCursor: true, stream: process.stderr },
    cliProgress.Presets.shades_classic,
  )
  bar.start(total, 0)
  return bar
}

// A job as it goes: its state, a progress bar while it reads its file, then what it did or why it
// failed. Shown under the upload that queued it, and at the top of a job's detail.
import { Alert, Group, Progress, Stack, Text } from '@mantine/core'
import type { FeedJob } from '#common/feeds.ts'
import { formatDateTime } from '#common/format.ts'
import { FEEDS_UI, resultText } from '../logic/messages'
import { JobStateBadge } from './job-state-badge'

export function JobProgress({ job }: { job: FeedJob }) {
  const running = job.state === 'antrian' || job.state === 'berjalan'
  return (
    <Stack gap={6} data-job-id={job.id} data-job-state={job.state} aria-live="polite">
      <Group gap="xs">
        <Text size="sm" fw={700}>
          {FEEDS_UI.detailTitle(job.id)}
        </Text>
        <JobStateBadge state={job.state} />
        {job.finished_at && (
          <Text size="xs" c="dimmed">
            {formatDateTime(job.finished_at)}
          </Text>
        )}
      </Group>
      {running && (
        <Progress
          value={job.state === 'antrian' ? 0 : Math.max(3, job.progress_percent)}
          animated
          aria-label={`Kemajuan job #${job.id}`}
        />
      )}
      {job.state === 'gagal' ? (
        <Alert color="red" variant="light" p="xs">
          <Text size="sm">{resultText(job)}</Text>
        </Alert>
      ) : (
        <Text size="sm">{resultText(job)}</Text>
      )}
      {job.same_as !== null && job.state === 'selesai' && (
        <Text size="xs" c="dimmed">
          {FEEDS_UI.sameAs(job.same_as)}
        </Text>
      )}
    </Stack>
  )
}

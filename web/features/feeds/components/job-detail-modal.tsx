// One job: its file, who sent it and when, what it did or why it failed, live while it runs; its
// first rejected lines with their reasons and the whole list as a CSV; a failed job run again.

import { Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDownload, IconRefresh } from '@tabler/icons-react'
import { FEED_KIND_LABEL, FEED_SOURCE_LABEL, type FeedJobDetail } from '#common/feeds.ts'
import { formatDateTime } from '#common/format.ts'
import { DetailModal } from '#web/components/detail-modal.tsx'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { useDownloadRejects } from '../api/download-rejects'
import { useJob } from '../api/get-job'
import { useRetryJob } from '../api/retry-job'
import { failureText } from '../logic/failure'
import { FEEDS_UI, sizeText } from '../logic/messages'
import { JobProgress } from './job-progress'

function JobFacts({ detail }: { detail: FeedJobDetail }) {
  const { job } = detail
  return (
    <Stack gap={2}>
      <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
        {FEED_KIND_LABEL[job.kind]} · {job.file_name} ({sizeText(job.byte_size)}, {job.encoding})
      </Text>
      <Text size="xs" c="dimmed">
        {FEED_SOURCE_LABEL[job.source]}
        {job.created_by ? ` oleh ${job.created_by}` : ''} · masuk {formatDateTime(job.created_at)}
        {job.started_at ? ` · mulai ${formatDateTime(job.started_at)}` : ''}
      </Text>
      {job.retry_of !== null && <Text size="xs">{FEEDS_UI.retryOf(job.retry_of)}</Text>}
    </Stack>
  )
}

function Rejects({ detail }: { detail: FeedJobDetail }) {
  const { job, rejects, columns } = detail
  if (job.rejected === 0) return job.state === 'selesai' ? <Text size="sm">{FEEDS_UI.noRejects}</Text> : null
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {FEEDS_UI.rejectsTitle}
      </Text>
      <Text size="xs" c="dimmed">
        {FEEDS_UI.rejectsShown(rejects.length, job.rejected)}
      </Text>
      <ScrollArea.Autosize mah={320} type="auto">
        <Table fz="xs" striped withTableBorder aria-label={FEEDS_UI.rejectsTitle}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{FEEDS_UI.line}</Table.Th>
              <Table.Th>{FEEDS_UI.reason}</Table.Th>
              <Table.Th>{columns.join(' · ')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rejects.map((r) => (
              <Table.Tr key={r.line}>
                <Table.Td>{r.line}</Table.Td>
                <Table.Td>{r.reason}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.cells.join(' · ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  )
}

function Actions({ detail }: { detail: FeedJobDetail }) {
  const download = useDownloadRejects()
  const retry = useRetryJob()
  const { job } = detail
  const fail = (error: unknown) => notifications.show({ color: 'red', message: failureText(error) })
  return (
    <Group>
      {job.rejected > 0 && (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate(job.id, { onError: fail })}
        >
          {FEEDS_UI.download}
        </Button>
      )}
      {job.can_retry && (
        <Button
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={retry.isPending}
          onClick={() =>
            retry.mutate(job.id, {
              onSuccess: (queued) =>
                notifications.show({ color: 'green', message: FEEDS_UI.retried(queued.id), autoClose: TOAST_MS.success }),
              onError: fail,
            })
          }
        >
          {FEEDS_UI.retry}
        </Button>
      )}
    </Group>
  )
}

export function JobDetailModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = useJob(id)
  return (
    <DetailModal opened={id !== null} onClose={onClose} title={id ? FEEDS_UI.detailTitle(id) : ''} size="xl">
      {detail.isError && <Text c="red.8">{FEEDS_UI.detailFailed}</Text>}
      {detail.data && (
        <Stack gap="md">
          <JobFacts detail={detail.data} />
          <JobProgress job={detail.data.job} />
          <Rejects detail={detail.data} />
          <Actions detail={detail.data} />
        </Stack>
      )}
    </DetailModal>
  )
}

// The job history, newest first: when it came, its kind and file, from where and whom, its state
// and what it did. A table at a desk, a card per job on a phone; each opens the job's detail.
import { Button, Card, Group, Table, Text } from '@mantine/core'
import { FEED_KIND_LABEL, FEED_SOURCE_LABEL, type FeedJob } from '#common/feeds.ts'
import { formatDateTime } from '#common/format.ts'
import { PagedRowsOrCards } from '#web/components/paged-list.tsx'
import type { PagedRows } from '#web/lib/use-paged-rows.ts'
import { COLUMN_TITLES, FEEDS_UI, resultText, sizeText } from '../logic/messages'
import { JobStateBadge } from './job-state-badge'

const HEADERS = [
  COLUMN_TITLES.created,
  COLUMN_TITLES.kind,
  COLUMN_TITLES.file,
  COLUMN_TITLES.source,
  COLUMN_TITLES.state,
  COLUMN_TITLES.result,
  '',
]

const sourceOf = (job: FeedJob) => `${FEED_SOURCE_LABEL[job.source]}${job.created_by ? ` · ${job.created_by}` : ''}`

function OpenButton({ job, onOpen }: { job: FeedJob; onOpen: (id: number) => void }) {
  return (
    <Button variant="subtle" size="compact-sm" onClick={() => onOpen(job.id)} aria-label={FEEDS_UI.open(job.id)}>
      Detail
    </Button>
  )
}

function JobRow({ job, onOpen }: { job: FeedJob; onOpen: (id: number) => void }) {
  return (
    <Table.Tr data-job-id={job.id}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        #{job.id} · {formatDateTime(job.created_at)}
      </Table.Td>
      <Table.Td>{FEED_KIND_LABEL[job.kind]}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {job.file_name}{' '}
        <Text span size="xs" c="dimmed">
          ({sizeText(job.byte_size)})
        </Text>
      </Table.Td>
      <Table.Td>{sourceOf(job)}</Table.Td>
      <Table.Td>
        <JobStateBadge state={job.state} />
      </Table.Td>
      <Table.Td>{resultText(job)}</Table.Td>
      <Table.Td>
        <OpenButton job={job} onOpen={onOpen} />
      </Table.Td>
    </Table.Tr>
  )
}

function JobCard({ job, onOpen }: { job: FeedJob; onOpen: (id: number) => void }) {
  return (
    <Card withBorder padding="sm" radius="md" role="listitem" data-job-id={job.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={700}>
          #{job.id} {FEED_KIND_LABEL[job.kind]}
        </Text>
        <JobStateBadge state={job.state} />
      </Group>
      <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
        {job.file_name}
      </Text>
      <Text size="sm">{resultText(job)}</Text>
      <Group justify="space-between" mt={2}>
        <Text size="xs" c="dimmed">
          {formatDateTime(job.created_at)} · {sourceOf(job)}
        </Text>
        <OpenButton job={job} onOpen={onOpen} />
      </Group>
    </Card>
  )
}

export function JobList({ list, onOpen }: { list: PagedRows<FeedJob>; onOpen: (id: number) => void }) {
  return (
    <PagedRowsOrCards
      list={list}
      label={FEEDS_UI.listLabel}
      errorText={FEEDS_UI.loadFailed}
      headers={HEADERS}
      minWidth={900}
      renderRow={(job) => <JobRow key={job.id} job={job} onOpen={onOpen} />}
      renderCard={(job) => <JobCard key={job.id} job={job} onOpen={onOpen} />}
    />
  )
}

// The audit, newest first: when, who, what, to what, in which branch, and what changed. A table
// at a desk, a card per entry on a phone.
import { Badge, Card, Group, Table, Text } from '@mantine/core'
import type { AuditEntry } from '#common/admin.ts'
import { formatDateTime } from '#common/format.ts'
import { ACCOUNT_EVENT_LABEL } from '#common/management.ts'
import { PagedRowsOrCards } from '#web/components/paged-list.tsx'
import type { PagedRows } from '#web/lib/use-paged-rows.ts'
import { AUDIT_UI } from '../logic/messages'
import { SUBJECT_LABEL } from './audit-filters'

const C = AUDIT_UI.columns
const HEADERS = [C.at, C.actor, C.action, C.subject, C.branch, C.summary]

const actorOf = (entry: AuditEntry) => entry.actor ?? AUDIT_UI.system
const subjectOf = (entry: AuditEntry) => `${SUBJECT_LABEL[entry.subject]}${entry.subject_label ? ` ${entry.subject_label}` : ''}`

function ActionBadge({ entry }: { entry: AuditEntry }) {
  return (
    <Badge variant="light" color="gray" c="dark" size="sm" radius="sm" style={{ textTransform: 'none' }}>
      {ACCOUNT_EVENT_LABEL[entry.action]}
    </Badge>
  )
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <Table.Tr data-audit-id={entry.id}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
      <Table.Td>{actorOf(entry)}</Table.Td>
      <Table.Td>
        <ActionBadge entry={entry} />
      </Table.Td>
      <Table.Td>{subjectOf(entry)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{entry.branch_code ?? '–'}</Table.Td>
      <Table.Td>{entry.summary}</Table.Td>
    </Table.Tr>
  )
}

function AuditCard({ entry }: { entry: AuditEntry }) {
  return (
    <Card withBorder padding="sm" radius="md" role="listitem" data-audit-id={entry.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
          {subjectOf(entry)}
        </Text>
        <ActionBadge entry={entry} />
      </Group>
      {entry.summary && (
        <Text size="sm" mt={4}>
          {entry.summary}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={2}>
        {formatDateTime(entry.at)} · oleh {actorOf(entry)}
        {entry.branch_code ? ` · cabang ${entry.branch_code}` : ''}
      </Text>
    </Card>
  )
}

export function AuditList({ list }: { list: PagedRows<AuditEntry> }) {
  return (
    <PagedRowsOrCards
      list={list}
      label="Daftar audit"
      errorText={AUDIT_UI.loadFailed}
      headers={HEADERS}
      minWidth={860}
      renderRow={(entry) => <AuditRow key={entry.id} entry={entry} />}
      renderCard={(entry) => <AuditCard key={entry.id} entry={entry} />}
    />
  )
}

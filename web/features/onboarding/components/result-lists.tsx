import { Paper, Stack, Table, Text } from '@mantine/core'
import type { OnboardingCommitResponse, OnboardingRow } from '#common/onboarding.ts'
import { CHANGED_TITLE, SKIPPED_TITLE } from '../logic/messages'
import { PagedSection } from './paged-section'

type ChangedStore = OnboardingCommitResponse['changed_stores'][number]

function SkippedTable({ rows }: { rows: readonly OnboardingRow[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing={6} horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>No.</Table.Th>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>Kode IBS</Table.Th>
            <Table.Th>Username</Table.Th>
            <Table.Th>Alasan</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.no} data-testid="skipped-row">
              <Table.Td>{row.no}</Table.Td>
              <Table.Td ff="monospace">{row.ibs_cust_code || '-'}</Table.Td>
              <Table.Td ff="monospace">{row.username || '-'}</Table.Td>
              <Table.Td c="red.9">{row.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function SkippedLines({ rows }: { rows: readonly OnboardingRow[] }) {
  return (
    <Stack gap="xs">
      {rows.map((row) => (
        <Paper key={row.no} withBorder p="xs" data-testid="skipped-row">
          <Text size="xs" c="dimmed">
            No. {row.no} · {row.ibs_cust_code || '-'} · {row.username || '-'}
          </Text>
          <Text size="sm" c="red.9">
            {row.reason}
          </Text>
        </Paper>
      ))}
    </Stack>
  )
}

/** Rows left out for their errors, with their reasons, to fix and load again. */
export function SkippedList({ rows }: { rows: readonly OnboardingRow[] }) {
  if (rows.length === 0) return null
  return (
    <PagedSection
      title={SKIPPED_TITLE}
      rows={rows}
      testId="onboarding-skipped"
      render={(shown, wide) => (wide ? <SkippedTable rows={shown} /> : <SkippedLines rows={shown} />)}
    />
  )
}

/** Stores whose name the file changed: the old name and the new. */
export function ChangedStoreList({ stores }: { stores: readonly ChangedStore[] }) {
  if (stores.length === 0) return null
  return (
    <PagedSection
      title={CHANGED_TITLE}
      rows={stores}
      testId="onboarding-changed"
      render={(shown) => (
        <Stack gap={4}>
          {shown.map((store) => (
            <Text key={store.ibs_cust_code} size="sm" data-testid="changed-store" style={{ wordBreak: 'break-word' }}>
              <Text span ff="monospace" fw={600}>
                {store.ibs_cust_code}
              </Text>
              : {store.old_name} → <b>{store.new_name}</b>
            </Text>
          ))}
        </Stack>
      )}
    />
  )
}

// The branches: a dense table at a desk, a card per branch on a phone. Each row says its state in
// words and offers Ubah and Nonaktifkan (or Aktifkan kembali).
import { Card, Group, Stack, Table, Text } from '@mantine/core'
import { IconEdit, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { Branch } from '#common/admin.ts'
import { formatNumber } from '#common/format.ts'
import { EmptyMessage, ErrorMessage, SkeletonCards, SkeletonRows } from '#web/components/list-states.tsx'
import { RowButton } from '#web/components/row-button.tsx'
import { WIDE_QUERY } from '#web/lib/media.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { BRANCH_UI, COMMON_TEXT } from '../logic/messages'
import { ActiveBadge } from './active-badge'
import { TableHead } from './table-head'

export interface BranchListProps {
  branches: readonly Branch[] | undefined
  loading: boolean
  error: unknown
  onRetry: () => void
  onEdit: (branch: Branch) => void
  onToggle: (branch: Branch) => void
}

const dash = (text: string) => (text.trim() === '' ? '–' : text)

/** A card's contact line: what is set, or that nothing is (the print letterhead would lack it). */
function contactLine(branch: Branch): string {
  const parts = [branch.address, branch.phone].filter((part) => part.trim() !== '')
  return parts.length > 0 ? parts.join(' · ') : BRANCH_UI.noContact
}

function RowActions({ branch, onEdit, onToggle }: { branch: Branch } & Pick<BranchListProps, 'onEdit' | 'onToggle'>) {
  const toggle = branch.active ? BRANCH_UI.deactivate : BRANCH_UI.reactivate
  return (
    <Group gap={4} wrap="nowrap">
      <RowButton
        icon={IconEdit}
        text={BRANCH_UI.edit}
        label={`${BRANCH_UI.edit} ${branch.code}`}
        onClick={() => onEdit(branch)}
      />
      <RowButton
        icon={branch.active ? IconPlayerStop : IconPlayerPlay}
        text={toggle}
        label={`${toggle} ${branch.code}`}
        color={branch.active ? 'red' : 'green'}
        onClick={() => onToggle(branch)}
      />
    </Group>
  )
}

const HEADERS = ['Kode', 'Nama', 'Alamat', 'Telepon', BRANCH_UI.staffCount, BRANCH_UI.storeCount, 'Status', 'Aksi']

function BranchTable(props: BranchListProps) {
  let body: ReactNode
  const full = (content: ReactNode) => (
    <Table.Tr>
      <Table.Td colSpan={HEADERS.length}>{content}</Table.Td>
    </Table.Tr>
  )
  if (props.loading) body = <SkeletonRows columns={HEADERS.length} rows={5} />
  else if (props.error) body = full(<ErrorMessage text={BRANCH_UI.loadFailed} onRetry={props.onRetry} />)
  else if (!props.branches?.length) body = full(<EmptyMessage text={COMMON_TEXT.empty} />)
  else
    body = props.branches.map((branch) => (
      <Table.Tr key={branch.id} data-branch-id={branch.id} style={{ opacity: branch.active ? 1 : 0.7 }}>
        <Table.Td fw={700} style={{ whiteSpace: 'nowrap' }}>
          {branch.code}
        </Table.Td>
        <Table.Td>{branch.name}</Table.Td>
        <Table.Td maw={320}>{dash(branch.address)}</Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{dash(branch.phone)}</Table.Td>
        <Table.Td ta="right">{formatNumber(branch.staff_count)}</Table.Td>
        <Table.Td ta="right">{formatNumber(branch.store_count)}</Table.Td>
        <Table.Td>
          <ActiveBadge active={branch.active} />
        </Table.Td>
        <Table.Td>
          <RowActions branch={branch} onEdit={props.onEdit} onToggle={props.onToggle} />
        </Table.Td>
      </Table.Tr>
    ))
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing={6}
        horizontalSpacing="xs"
        fz="sm"
        aria-label="Daftar cabang"
      >
        <TableHead headers={HEADERS} right={[4, 5]} />
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function BranchCard({ branch, onEdit, onToggle }: { branch: Branch } & Pick<BranchListProps, 'onEdit' | 'onToggle'>) {
  return (
    <Card withBorder padding="sm" radius="md" role="listitem" data-branch-id={branch.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700} size="sm">
          {branch.code}
        </Text>
        <ActiveBadge active={branch.active} />
      </Group>
      <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
        {branch.name}
      </Text>
      <Text size="xs" c="dimmed" mt={2} style={{ overflowWrap: 'anywhere' }}>
        {contactLine(branch)}
      </Text>
      <Text size="xs" c="dimmed" mt={2}>
        {formatNumber(branch.staff_count)} staff · {formatNumber(branch.store_count)} toko
      </Text>
      <Group mt="xs" justify="flex-end">
        <RowActions branch={branch} onEdit={onEdit} onToggle={onToggle} />
      </Group>
    </Card>
  )
}

function BranchCards(props: BranchListProps) {
  let content: ReactNode
  if (props.loading) content = <SkeletonCards withBadge />
  else if (props.error) content = <ErrorMessage text={BRANCH_UI.loadFailed} onRetry={props.onRetry} />
  else if (!props.branches?.length) content = <EmptyMessage text={COMMON_TEXT.empty} />
  else
    content = props.branches.map((branch) => (
      <BranchCard key={branch.id} branch={branch} onEdit={props.onEdit} onToggle={props.onToggle} />
    ))
  return (
    <Stack gap="xs" role="list" aria-label="Daftar cabang">
      {content}
    </Stack>
  )
}

export function BranchList(props: BranchListProps) {
  const wide = useMedia(WIDE_QUERY)
  return wide ? <BranchTable {...props} /> : <BranchCards {...props} />
}

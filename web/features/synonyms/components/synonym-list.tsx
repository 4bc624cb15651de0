// The terms: a table at a desk, a card per term on a phone. Each shows the term, its phrases as
// badges, when it was last changed and by whom ('Sistem' for the shipped list), and Ubah and Hapus.
// Terms and phrases of one long word break inside their cell or card instead of widening the page.
import { Box, Card, Group, Stack, Table, Text } from '@mantine/core'
import { IconEdit, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { formatDateTime } from '#common/format.ts'
import type { Synonym } from '#common/synonyms.ts'
import { EmptyMessage, ErrorMessage, SkeletonCards, SkeletonRows } from '#web/components/list-states.tsx'
import { RowButton } from '#web/components/row-button.tsx'
import { WIDE_QUERY } from '#web/lib/media.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { SYNONYM_UI } from '../logic/messages'
import { PhraseBadges } from './phrase-badges'

export interface SynonymListProps {
  rows: readonly Synonym[] | undefined
  loading: boolean
  error: unknown
  /** a search is typed: an empty list says nothing matched rather than that there is nothing */
  searching: boolean
  onRetry: () => void
  onEdit: (synonym: Synonym) => void
  onDelete: (synonym: Synonym) => void
}

type RowProps = { synonym: Synonym } & Pick<SynonymListProps, 'onEdit' | 'onDelete'>

const C = SYNONYM_UI.columns
const HEADERS = [C.term, C.synonyms, C.updated, C.actions]
const BREAK_WORDS = { overflowWrap: 'anywhere' } as const
const updatedText = (synonym: Synonym) => SYNONYM_UI.updated(formatDateTime(synonym.updated_at), synonym.updated_by)

function RowActions({ synonym, onEdit, onDelete }: RowProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <RowButton
        icon={IconEdit}
        text={SYNONYM_UI.edit}
        label={SYNONYM_UI.rowLabel(SYNONYM_UI.edit, synonym.term)}
        onClick={() => onEdit(synonym)}
      />
      <RowButton
        icon={IconTrash}
        text={SYNONYM_UI.delete}
        label={SYNONYM_UI.rowLabel(SYNONYM_UI.delete, synonym.term)}
        color="red"
        onClick={() => onDelete(synonym)}
      />
    </Group>
  )
}

/** What the list shows instead of rows: the first load's failure, or nothing found. */
function NoRows({ error, searching, onRetry }: Pick<SynonymListProps, 'error' | 'searching' | 'onRetry'>) {
  if (error) return <ErrorMessage text={SYNONYM_UI.loadFailed} onRetry={onRetry} />
  return <EmptyMessage text={searching ? SYNONYM_UI.noMatch : SYNONYM_UI.empty} />
}

function SynonymTable(props: SynonymListProps) {
  let body: ReactNode
  if (props.loading) body = <SkeletonRows columns={HEADERS.length} rows={5} />
  else if (props.error || !props.rows?.length)
    body = (
      <Table.Tr>
        <Table.Td colSpan={HEADERS.length}>
          <NoRows {...props} />
        </Table.Td>
      </Table.Tr>
    )
  else
    body = props.rows.map((synonym) => (
      <Table.Tr key={synonym.id} data-synonym-id={synonym.id}>
        <Table.Td fw={700} miw={120} style={BREAK_WORDS}>
          {synonym.term}
        </Table.Td>
        <Table.Td>
          <PhraseBadges phrases={synonym.synonyms} />
        </Table.Td>
        <Table.Td c="dimmed" miw={150}>
          {updatedText(synonym)}
        </Table.Td>
        <Table.Td>
          <RowActions synonym={synonym} onEdit={props.onEdit} onDelete={props.onDelete} />
        </Table.Td>
      </Table.Tr>
    ))
  return (
    <Table.ScrollContainer minWidth={680} type="native">
      <Table
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing={6}
        horizontalSpacing="xs"
        fz="sm"
        aria-label={SYNONYM_UI.list}
      >
        <Table.Thead>
          <Table.Tr>
            {HEADERS.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function SynonymCard({ synonym, onEdit, onDelete }: RowProps) {
  return (
    <Card withBorder padding="sm" radius="md" role="listitem" data-synonym-id={synonym.id}>
      <Text fw={700} size="sm" style={BREAK_WORDS}>
        {synonym.term}
      </Text>
      <Box mt={6}>
        <PhraseBadges phrases={synonym.synonyms} />
      </Box>
      <Text size="xs" c="dimmed" mt={6}>
        {C.updated} {updatedText(synonym)}
      </Text>
      <Group mt="xs" justify="flex-end">
        <RowActions synonym={synonym} onEdit={onEdit} onDelete={onDelete} />
      </Group>
    </Card>
  )
}

function SynonymCards(props: SynonymListProps) {
  // a list only of cards: the placeholders and the sentences are no items of it
  if (props.loading)
    return (
      <Stack gap="xs">
        <SkeletonCards />
      </Stack>
    )
  if (props.error || !props.rows?.length) return <NoRows {...props} />
  return (
    <Stack gap="xs" role="list" aria-label={SYNONYM_UI.list}>
      {props.rows.map((synonym) => (
        <SynonymCard key={synonym.id} synonym={synonym} onEdit={props.onEdit} onDelete={props.onDelete} />
      ))}
    </Stack>
  )
}

export function SynonymList(props: SynonymListProps) {
  const wide = useMedia(WIDE_QUERY)
  return wide ? <SynonymTable {...props} /> : <SynonymCards {...props} />
}

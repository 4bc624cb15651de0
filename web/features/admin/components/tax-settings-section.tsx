// The PPN section of Pengaturan: the rule in effect today in one line, then every row, newest
// effective day first: a table at a desk, a card per row on a phone. Each row says its state in
// words ('Berlaku', 'Akan berlaku', 'Tidak berlaku lagi'); only rows not yet in effect offer Ubah
// and Hapus.
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core'
import { IconCircleCheck, IconClock, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react'
import { formatPercent, type TaxSetting, taxRuleText } from '#common/settings.ts'
import { RowButton } from '#web/components/row-button.tsx'
import { WIDE_QUERY } from '#web/lib/media.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { dayText, TAX_UI } from '../logic/settings-messages'
import { TableHead } from './table-head'

export interface TaxSettingsSectionProps {
  rows: readonly TaxSetting[]
  onAdd: () => void
  onEdit: (row: TaxSetting) => void
  onDelete: (row: TaxSetting) => void
}

type RowActionsProps = { row: TaxSetting } & Pick<TaxSettingsSectionProps, 'onEdit' | 'onDelete'>

function StateBadge({ row }: { row: TaxSetting }) {
  if (row.in_effect) {
    return (
      <Badge variant="light" color="green" size="sm" radius="sm" leftSection={<IconCircleCheck size={12} aria-hidden />}>
        {TAX_UI.inEffect}
      </Badge>
    )
  }
  if (row.editable) {
    return (
      <Badge variant="light" color="blue" size="sm" radius="sm" leftSection={<IconClock size={12} aria-hidden />}>
        {TAX_UI.upcoming}
      </Badge>
    )
  }
  return (
    <Text size="xs" c="dimmed">
      {TAX_UI.ended}
    </Text>
  )
}

function RowActions({ row, onEdit, onDelete }: RowActionsProps) {
  if (!row.editable) return null
  return (
    <Group gap={4} wrap="nowrap">
      <RowButton
        icon={IconEdit}
        text={TAX_UI.edit}
        label={TAX_UI.rowLabel(TAX_UI.edit, row.effective_from)}
        onClick={() => onEdit(row)}
      />
      <RowButton
        icon={IconTrash}
        text={TAX_UI.delete}
        label={TAX_UI.rowLabel(TAX_UI.delete, row.effective_from)}
        color="red"
        onClick={() => onDelete(row)}
      />
    </Group>
  )
}

const rate = (row: TaxSetting) => `${formatPercent(row.ppn_rate_percent)}%`
const dpp = (row: TaxSetting) => `${row.dpp_numerator}/${row.dpp_denominator}`
const C = TAX_UI.columns
/** wide enough for every column; wider only pulls the figures away from their headers */
const TABLE_MAX = 960
const HEADERS = [C.from, C.rate, C.dpp, C.state, C.by, C.actions]

function TaxTable({ rows, onEdit, onDelete }: Omit<TaxSettingsSectionProps, 'onAdd'>) {
  return (
    <Table.ScrollContainer minWidth={640} maw={TABLE_MAX} type="native">
      <Table withTableBorder verticalSpacing={6} horizontalSpacing="xs" fz="sm" aria-label={TAX_UI.list}>
        <TableHead headers={HEADERS} right={[1, 2]} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-tax-id={row.id} fw={row.in_effect ? 700 : undefined}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayText(row.effective_from)}</Table.Td>
              <Table.Td ta="right">{rate(row)}</Table.Td>
              <Table.Td ta="right">{dpp(row)}</Table.Td>
              <Table.Td>
                <StateBadge row={row} />
              </Table.Td>
              <Table.Td c="dimmed" fw={400}>
                {TAX_UI.createdBy(row.created_by, row.created_at)}
              </Table.Td>
              <Table.Td>
                <RowActions row={row} onEdit={onEdit} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function TaxCards({ rows, onEdit, onDelete }: Omit<TaxSettingsSectionProps, 'onAdd'>) {
  return (
    <Stack gap="xs" role="list" aria-label={TAX_UI.list}>
      {rows.map((row) => (
        <Card key={row.id} withBorder padding="sm" radius="md" role="listitem" data-tax-id={row.id}>
          <Group justify="space-between" gap="xs">
            <Text fw={700} size="sm">
              {C.from} {dayText(row.effective_from)}
            </Text>
            <StateBadge row={row} />
          </Group>
          <Text size="sm" mt={4}>
            {C.rate} {rate(row)} · {C.dpp} {dpp(row)}
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            {TAX_UI.createdBy(row.created_by, row.created_at)}
          </Text>
          {row.editable && (
            <Group mt="xs" justify="flex-end">
              <RowActions row={row} onEdit={onEdit} onDelete={onDelete} />
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  )
}

export function TaxSettingsSection(props: TaxSettingsSectionProps) {
  const wide = useMedia(WIDE_QUERY)
  const inEffect = props.rows.find((row) => row.in_effect)
  return (
    <Stack gap="xs" component="section" aria-labelledby="pengaturan-ppn">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2} size="h3" id="pengaturan-ppn">
          {TAX_UI.title}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} aria-label={TAX_UI.addLabel} onClick={props.onAdd}>
          {TAX_UI.add}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {TAX_UI.intro}
      </Text>
      <Text size="sm" data-testid="tax-rule">
        {inEffect ? (
          <>
            {TAX_UI.now} <strong>{taxRuleText(inEffect)}</strong>
          </>
        ) : (
          TAX_UI.none
        )}
      </Text>
      {wide ? <TaxTable {...props} /> : <TaxCards {...props} />}
    </Stack>
  )
}

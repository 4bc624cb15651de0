// The 'Pengaturan per cabang' section of Pengaturan: every branch with how many days a confirmation's
// prices hold, the most extra discount its staff may give, after how many days an open back-order
// line is flagged 'Lama' and after how many days a delivery nobody confirmed counts as received;
// a table at a desk, a card per branch on a phone, each with Ubah. A closed branch is listed too
// (its settings wait for a reopening).
import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core'
import { IconEdit } from '@tabler/icons-react'
import { type BranchSettings, formatPercent } from '#common/settings.ts'
import { EmptyMessage } from '#web/components/list-states.tsx'
import { RowButton } from '#web/components/row-button.tsx'
import { WIDE_QUERY } from '#web/lib/media.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { COMMON_TEXT } from '../logic/messages'
import { BRANCH_PRICE_UI } from '../logic/settings-messages'
import { TableHead } from './table-head'

export interface BranchSettingsSectionProps {
  branches: readonly BranchSettings[]
  onEdit: (branch: BranchSettings) => void
}

const C = BRANCH_PRICE_UI.columns
/** wide enough for every column; wider only pulls the figures away from their headers */
const TABLE_MAX = 900
const HEADERS = [C.branch, C.days, C.cap, C.flagDays, C.autoReceiptDays, C.actions]

function EditButton({ branch, onEdit }: { branch: BranchSettings; onEdit: (branch: BranchSettings) => void }) {
  return (
    <RowButton
      icon={IconEdit}
      text={BRANCH_PRICE_UI.edit}
      label={BRANCH_PRICE_UI.editLabel(branch.code)}
      onClick={() => onEdit(branch)}
    />
  )
}

function Closed({ branch }: { branch: BranchSettings }) {
  if (branch.active) return null
  return (
    // a span: it sits inside the code's <p>, which may not hold a <div>
    <Badge component="span" variant="outline" color="gray" size="xs" radius="sm" ml={6}>
      {BRANCH_PRICE_UI.inactive}
    </Badge>
  )
}

function BranchTable({ branches, onEdit }: BranchSettingsSectionProps) {
  return (
    <Table.ScrollContainer minWidth={680} maw={TABLE_MAX} type="native">
      <Table striped withTableBorder verticalSpacing={6} horizontalSpacing="xs" fz="sm" aria-label={BRANCH_PRICE_UI.list}>
        <TableHead headers={HEADERS} right={[1, 2, 3, 4]} />
        <Table.Tbody>
          {branches.map((branch) => (
            <Table.Tr key={branch.id} data-branch-id={branch.id}>
              <Table.Td>
                <Text span fw={700} size="sm">
                  {branch.code}
                </Text>{' '}
                <Text span size="sm">
                  {branch.name}
                </Text>
                <Closed branch={branch} />
              </Table.Td>
              <Table.Td ta="right">{branch.quote_valid_days}</Table.Td>
              <Table.Td ta="right">{formatPercent(branch.max_extra_discount_percent)}</Table.Td>
              <Table.Td ta="right">{branch.backorder_flag_days}</Table.Td>
              <Table.Td ta="right">{branch.auto_receipt_days}</Table.Td>
              <Table.Td>
                <EditButton branch={branch} onEdit={onEdit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function BranchCards({ branches, onEdit }: BranchSettingsSectionProps) {
  return (
    <Stack gap="xs" role="list" aria-label={BRANCH_PRICE_UI.list}>
      {branches.map((branch) => (
        <Card key={branch.id} withBorder padding="sm" radius="md" role="listitem" data-branch-id={branch.id}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} size="sm">
                {branch.code}
                <Closed branch={branch} />
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {branch.name}
              </Text>
            </div>
            <EditButton branch={branch} onEdit={onEdit} />
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {BRANCH_PRICE_UI.summary(
              branch.quote_valid_days,
              formatPercent(branch.max_extra_discount_percent),
              branch.backorder_flag_days,
              branch.auto_receipt_days,
            )}
          </Text>
        </Card>
      ))}
    </Stack>
  )
}

export function BranchSettingsSection(props: BranchSettingsSectionProps) {
  const wide = useMedia(WIDE_QUERY)
  let list = wide ? <BranchTable {...props} /> : <BranchCards {...props} />
  if (props.branches.length === 0) list = <EmptyMessage text={COMMON_TEXT.empty} />
  return (
    <Stack gap="xs" component="section" aria-labelledby="pengaturan-cabang">
      <Title order={2} size="h3" id="pengaturan-cabang">
        {BRANCH_PRICE_UI.title}
      </Title>
      <Text size="sm" c="dimmed">
        {BRANCH_PRICE_UI.intro}
      </Text>
      {list}
    </Stack>
  )
}

// 409 OSC_WARNING (product.md §2.11, §4.3): some confirmed quantities exceed the branch's stock. Staff lower them
// and resend ('Revisi & Kirim'), or send as they are ('Lanjut Saja').
import { Button, Group, Modal, Table, Text } from '@mantine/core'
import { useState } from 'react'
import type { OscConflict } from '#common/orders.ts'
import * as text from '../logic/detail-messages'
import type { Resolve } from '../logic/payload'
import { parseConfirmedQty } from '../logic/qty'
import { QtyField } from './line-fields'

interface ConflictDialogProps {
  conflicts: OscConflict[] | null
  busy: boolean
  onClose(): void
  onRevise(lines: Array<{ order_detail_id: number; qty_confirmed: number }>): void
  onResend(resolve: Resolve): void
}

/** The revision starts at what the branch has: one click sends a confirmation that fits the stock. */
const startingRevision = (conflicts: OscConflict[]) =>
  Object.fromEntries(conflicts.map((c) => [c.order_detail_id, Math.max(0, Math.min(c.qty_conf, c.qty_osc))]))

export function ConflictDialog({ conflicts, busy, onClose, onRevise, onResend }: ConflictDialogProps) {
  const [state, setState] = useState<{ of: OscConflict[] | null; values: Record<number, number> }>({ of: null, values: {} })
  // a new warning starts a new revision (state adjusted while rendering, before anything is shown)
  if (state.of !== conflicts) setState({ of: conflicts, values: conflicts ? startingRevision(conflicts) : {} })
  const revised = state.values
  const setRevised = (update: (values: Record<number, number>) => Record<number, number>) =>
    setState((s) => ({ ...s, values: update(s.values) }))

  function revise() {
    const lines = (conflicts ?? []).map((c) => ({
      order_detail_id: c.order_detail_id,
      qty_confirmed: revised[c.order_detail_id] ?? c.qty_conf,
    }))
    onRevise(lines)
    onResend({ mode: 'revise', lines })
  }

  return (
    <Modal
      opened={conflicts !== null}
      onClose={onClose}
      size="xl"
      title={<Text fw={800}>{text.CONFLICT_TITLE}</Text>}
      closeButtonProps={{ 'aria-label': 'Tutup' }}
    >
      <Text size="sm" mb="sm">
        {text.CONFLICT_TEXT}
      </Text>
      <Table.ScrollContainer minWidth={560} type="native">
        <Table striped withTableBorder fz="sm" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Part No</Table.Th>
              <Table.Th>Nama Part</Table.Th>
              <Table.Th ta="right">Qty Est</Table.Th>
              <Table.Th ta="right">Qty OSC</Table.Th>
              <Table.Th ta="right">Qty Konfirmasi</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(conflicts ?? []).map((c) => (
              <Table.Tr key={c.order_detail_id}>
                <Table.Td ff="monospace" fw={700}>
                  {c.part_no}
                </Table.Td>
                <Table.Td>{c.part_name}</Table.Td>
                <Table.Td ta="right">{c.qty_est}</Table.Td>
                <Table.Td ta="right">{c.qty_osc}</Table.Td>
                <Table.Td>
                  <QtyField
                    aria-label={`Revisi Qty Konfirmasi ${c.part_no}`}
                    size="xs"
                    w={72}
                    ml="auto"
                    value={revised[c.order_detail_id] ?? c.qty_conf}
                    parse={parseConfirmedQty}
                    onChange={(q) => setRevised((r) => ({ ...r, [c.order_detail_id]: q }))}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {text.CONFLICT_BACK}
        </Button>
        <Button variant="light" color="orange" onClick={() => onResend({ mode: 'proceed' })} loading={busy}>
          {text.CONFLICT_PROCEED}
        </Button>
        <Button onClick={revise} loading={busy}>
          {text.CONFLICT_REVISE}
        </Button>
      </Group>
    </Modal>
  )
}

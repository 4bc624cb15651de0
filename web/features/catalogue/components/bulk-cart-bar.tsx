import { Affix, Button, Group, Paper, Text } from '@mantine/core'
import { IconShoppingCart } from '@tabler/icons-react'

export const BULK_BAR_SPACE = 80

interface BulkCartBarProps {
  /** Parts with a quantity above 0. */
  partCount: number
  totalQty: number
  busy: boolean
  onAdd: () => void
}

/** Appears while any card has a quantity: puts them all in the cart at once (product.md §2.6). */
export function BulkCartBar({ partCount, totalQty, busy, onAdd }: BulkCartBarProps) {
  if (partCount === 0) return null
  return (
    <Affix position={{ bottom: 12, left: 12, right: 12 }} zIndex={150}>
      <Paper shadow="md" withBorder radius="md" p="sm" maw={720} mx="auto" role="region" aria-label="Tambah sekaligus">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" fw={600}>
            {partCount} part, {totalQty} qty
          </Text>
          <Button onClick={onAdd} loading={busy} leftSection={<IconShoppingCart size={18} aria-hidden />}>
            + Keranjang ({partCount})
          </Button>
        </Group>
      </Paper>
    </Affix>
  )
}

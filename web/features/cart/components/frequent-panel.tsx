// 'Sering Dipesan' on the catalogue landing and the cart: the parts the store orders most, each
// one tap from the cart at its last quantity. Nothing ordered lately: no panel at all.
import { Button, Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import type { FrequentResponse } from '#common/cart.ts'
import { formatDate } from '#common/format.ts'
import { useFrequent } from '../api/get-frequent'
import { useCart } from '../hooks/use-cart'

/** A phone shows this many first; the rest behind 'Lihat semua'. */
const FIRST = 5

type FrequentItem = FrequentResponse['items'][number]

function FrequentRow({ item, onAdd, busy }: { item: FrequentItem; onAdd(): void; busy: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="frequent-part" data-part={item.sto_id}>
      <div style={{ minWidth: 0 }}>
        <Text ff="monospace" fw={700} size="sm">
          {item.sto_id}
        </Text>
        <Text size="sm" lineClamp={1} title={item.name}>
          {item.name}
        </Text>
        <Text size="xs" c="dimmed">
          {item.times}× dipesan · terakhir {item.last_qty} pcs, {formatDate(item.last_date)}
          {item.replaces ? ` · pengganti ${item.replaces}` : ''}
        </Text>
      </div>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconPlus size={14} aria-hidden />}
        loading={busy}
        onClick={onAdd}
        aria-label={`Tambah ${item.last_qty} ${item.sto_id} ke keranjang`}
        style={{ flexShrink: 0 }}
      >
        {item.last_qty}
      </Button>
    </Group>
  )
}

export function FrequentPanel() {
  const frequent = useFrequent()
  const cart = useCart()
  const [adding, setAdding] = useState<number | null>(null)
  const [all, setAll] = useState(false)
  if (frequent.isPending) return <Skeleton height={120} radius="md" />
  const items = frequent.data?.items ?? []
  // a failed or empty list is not worth a box on the way to the search
  if (items.length === 0) return null
  const shown = all ? items : items.slice(0, FIRST)

  async function add(item: FrequentItem) {
    setAdding(item.product_id)
    try {
      const { product_id: id, sto_id, name, image, price, price_list, discount_percent, price_source } = item
      const product = { id, sto_id, name, image, price, price_list, discount_percent, price_source }
      await cart.add(product, item.last_qty)
    } finally {
      setAdding(null)
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="frequent-title">
      <Group justify="space-between" mb="xs">
        <Text id="frequent-title" fw={800}>
          Sering Dipesan
        </Text>
        <Text size="xs" c="dimmed">
          {frequent.data?.days} hari terakhir
        </Text>
      </Group>
      <Stack gap="sm">
        {shown.map((item) => (
          <FrequentRow key={item.product_id} item={item} busy={adding === item.product_id} onAdd={() => void add(item)} />
        ))}
      </Stack>
      {items.length > FIRST ? (
        <UnstyledButton mt="sm" mih={24} onClick={() => setAll((a) => !a)} c="blue" fz="sm" fw={600}>
          {all ? 'Tampilkan lebih sedikit' : `Lihat semua (${items.length})`}
        </UnstyledButton>
      ) : null}
    </Paper>
  )
}

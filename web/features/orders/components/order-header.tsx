// Who ordered what and where it stands (product.md §2.11): number, date, creator, store, notes, status
// and, once Diproses, its fulfilment (§13.4).
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import type { ReactNode } from 'react'
import { NOTE_MAX } from '#common/cart-rules.ts'
import { formatDateTime } from '#common/format.ts'
import type { OrderDetail } from '#common/orders.ts'
import { NOTE_COUNTER } from '../logic/detail-messages'
import { FulfilmentBadge } from './fulfilment-badge'

export const STATUS_COLOR: Record<number, string> = { 1: 'gray', 2: 'yellow', 3: 'dipo', 4: 'teal', 5: 'red' }

type StatusFacts = Pick<OrderDetail, 'status_code' | 'status_pesanan' | 'status_english' | 'pengiriman'>

function StatusBlock({ order }: { order: StatusFacts }) {
  return (
    <Stack gap={2} align="flex-start" data-testid="order-status">
      <Group gap="xs" wrap="wrap">
        <Badge size="lg" radius="sm" variant="filled" tt="none" color={STATUS_COLOR[order.status_code] ?? 'gray'}>
          {order.status_pesanan}
        </Badge>
        {order.pengiriman && <FulfilmentBadge state={order.pengiriman} size="lg" />}
      </Group>
      <Text size="xs" c="dimmed">
        {order.status_english}
      </Text>
    </Stack>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  )
}

export const storeText = (order: Pick<OrderDetail, 'toko_pembuat_pesanan' | 'kode_toko'>) =>
  `${order.toko_pembuat_pesanan} (${order.kode_toko})`

interface OrderHeaderProps {
  order: OrderDetail
  /** staff at Estimasi write the order note; everyone else reads it */
  editNote: boolean
  orderNote: string
  onOrderNote(text: string): void
}

export function OrderHeader({ order, editNote, orderNote, onOrderNote }: OrderHeaderProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
        <Field label="No. Transaksi">
          <Text fw={800} size="lg" ff="monospace" data-testid="order-invoice">
            {order.nomor_invoice}
          </Text>
        </Field>
        <StatusBlock order={order} />
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <Field label="Tanggal">{formatDateTime(order.tanggal)}</Field>
        <Field label="Dibuat Oleh">{order.nama_pembuat_pesanan}</Field>
        <Field label="Toko">{storeText(order)}</Field>
        <Field label="Catatan Pembeli">{order.catatan_pesanan_user || '-'}</Field>
      </SimpleGrid>
      {editNote ? (
        <Textarea
          mt="sm"
          label="Catatan Staff"
          value={orderNote}
          maxLength={NOTE_MAX}
          rows={2}
          onChange={(e) => onOrderNote(e.currentTarget.value)}
          description={`${NOTE_COUNTER} · ${orderNote.length}/${NOTE_MAX}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
      ) : (
        <SimpleGrid cols={1} mt="sm">
          <Field label="Catatan Staff">{order.catatan_pesanan_seller || '-'}</Field>
        </SimpleGrid>
      )}
    </Paper>
  )
}

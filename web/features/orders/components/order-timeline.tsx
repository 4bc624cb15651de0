// The order's history: each status it reached, and each change staff made to its lines, when and
// by whom.
import { Paper, Text, Timeline, Title } from '@mantine/core'
import { formatDateTime } from '#common/format.ts'
import type { OrderDetail } from '#common/orders.ts'

/** Events that keep the status are named by what they changed (the back-order moves and deliveries: product.md §13.1–§13.3). */
const EDIT_TITLES: Record<string, string> = {
  'ubah-eta': 'Perkiraan tiba diubah',
  'ganti-part': 'Part diganti',
  'sisa-tersedia': 'Sisa pesanan: stok tersedia',
  'pesan-sisa': 'Sisa pesanan dipesan ulang',
  'batal-sisa': 'Sisa pesanan dibatalkan',
  'kirim-barang': 'Barang dikirim',
  'terima-barang': 'Barang diterima',
  'tutup-selisih': 'Selisih ditutup',
}

export function OrderTimeline({ events }: { events: OrderDetail['events'] }) {
  if (events.length === 0) return null
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb="sm">
        Riwayat Status
      </Title>
      <Timeline active={events.length - 1} bulletSize={14} lineWidth={2}>
        {events.map((e) => (
          <Timeline.Item
            key={`${e.timestamp}-${e.action}-${e.keterangan ?? e.status_code}`}
            title={EDIT_TITLES[e.action] ?? e.status_label}
          >
            {e.keterangan ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {e.keterangan}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {formatDateTime(e.timestamp)} · {e.actor}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  )
}

// Phone lines: a card per part; tapping one opens a bottom sheet with its details and inputs.
import { Button, Card, Drawer, Group, Stack, Text } from '@mantine/core'
import { IconChevronRight } from '@tabler/icons-react'
import { useState } from 'react'
import { formatRupiah } from '#common/format.ts'
import { NO_LINES } from '../logic/detail-messages'
import { discountText } from '../logic/line-money'
import type { DetailLine } from '../logic/lines'
import { type CellContext, columnsFor, EtaCell, ReplacementCell } from './line-columns'
import { StatusLabel } from './line-fields'
import { AskedPartNote } from './line-replacement'
import { NetPrice } from './price-cells'

interface LineCardsProps {
  lines: readonly DetailLine[]
  ctx: CellContext
}

function qtySummary(line: DetailLine, ctx: CellContext): string {
  const parts = [`Estimasi ${line.item.qty_estimasi}`]
  if (ctx.view.showOsc) parts.push(`OSC ${line.stock ?? '-'}`)
  if (ctx.view.showConfirmed) parts.push(`Konfirmasi ${line.confirmed ?? '-'}`)
  if (ctx.view.showOrdered) parts.push(`Dipesan ${line.ordered ?? '-'}`)
  return parts.join(' · ')
}

/**
 * The line's price in two short rows: the net unit price (with the one it moved from) times the
 * quantity counted, then the list price and the discount when there is one.
 */
function CardPrice({ line }: { line: DetailLine }) {
  const discount = discountText(line.item.discount_percent, line.extraPercent)
  const discounted = discount !== '-' || line.item.price_list !== line.price
  return (
    <>
      <Text size="xs" data-testid="card-price">
        <NetPrice line={line} /> × {line.qty}
      </Text>
      {discounted ? (
        <Text size="xs" c="dimmed">
          Harga Satuan {formatRupiah(line.item.price_list)} · Diskon {discount}
        </Text>
      ) : null}
    </>
  )
}

/** A per-part note, one line on the card; the sheet shows it whole. */
function CardNote({ label, text }: { label: string; text: string | null }) {
  if (!text?.trim()) return null
  return (
    <Text size="xs" c="dimmed" lineClamp={1} data-testid="card-note" style={{ overflowWrap: 'anywhere' }}>
      {label}: {text}
    </Text>
  )
}

function LineCard({ line, ctx, onOpen }: { line: DetailLine; ctx: CellContext; onOpen(): void }) {
  return (
    <Card
      withBorder
      padding="sm"
      component="button"
      type="button"
      onClick={onOpen}
      // the kit's focus ring, as its own buttons have: a card shows no focus of its own
      className="mantine-focus-auto"
      data-testid="order-line"
      data-part={line.item.nomor_part}
      // named by what it shows, the part number first (WCAG 2.5.3: the name holds the visible text)
      style={{ textAlign: 'left', width: '100%', cursor: 'pointer' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text ff="monospace" fw={700} size="sm">
            {line.item.nomor_part}
          </Text>
          <AskedPartNote item={line.item} />
          {ctx.view.editConfirm && line.item.pengganti ? (
            <Text size="xs" fw={700} c="orange">
              Diganti dengan {line.item.pengganti.nomor_part}
            </Text>
          ) : null}
          <Text size="sm" lineClamp={2}>
            {line.item.nama_part}
          </Text>
          <Text size="xs" c="dimmed">
            {qtySummary(line, ctx)}
          </Text>
          <CardPrice line={line} />
          {ctx.view.showStatus ? (
            <StatusLabel
              name={line.statusName}
              eta={line.eta ? <EtaCell line={line} ctx={{ ...ctx, edits: undefined }} /> : undefined}
            />
          ) : null}
          <CardNote label="Catatan pembeli" text={line.item.catatan_per_part_user} />
          <CardNote label="Catatan staff" text={line.sellerNote} />
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatRupiah(line.amount)}
          </Text>
          <IconChevronRight size={18} aria-hidden />
        </Stack>
      </Group>
    </Card>
  )
}

/** Every column of the line, label above value; the inputs are the same as on the desktop table. */
function LineSheet({ line, ctx, onClose }: { line: DetailLine | null; ctx: CellContext; onClose(): void }) {
  const columns = columnsFor(ctx.view, { extraCap: ctx.extraCap }).filter((c) => c.key !== 'part')
  return (
    <Drawer
      opened={line !== null}
      onClose={onClose}
      position="bottom"
      styles={{ content: { height: 'auto', maxHeight: '85dvh' } }}
      radius="md"
      title={
        <Text ff="monospace" fw={800}>
          {line?.item.nomor_part}
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Tutup' }}
    >
      {line ? (
        <Stack gap="xs" pb="md">
          <AskedPartNote item={line.item} />
          <ReplacementCell line={line} ctx={ctx} />
          {columns.map((c) => (
            <Group key={c.key} justify="space-between" wrap="nowrap" gap="md" align="center">
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {c.title}
              </Text>
              <div style={{ textAlign: 'right', minWidth: 0 }}>{c.cell(line, ctx)}</div>
            </Group>
          ))}
          <Button mt="sm" onClick={onClose} fullWidth>
            Selesai
          </Button>
        </Stack>
      ) : null}
    </Drawer>
  )
}

export function LineCards({ lines, ctx }: LineCardsProps) {
  const [openId, setOpenId] = useState<number | null>(null)
  // the sheet reads the live line, so what is typed there shows at once
  const open = lines.find((l) => l.item.order_detail_id === openId) ?? null
  if (lines.length === 0)
    return (
      <Text c="dimmed" ta="center" py="md">
        {NO_LINES}
      </Text>
    )
  return (
    <Stack gap="xs" data-testid="order-lines">
      {lines.map((line) => (
        <LineCard key={line.item.order_detail_id} line={line} ctx={ctx} onOpen={() => setOpenId(line.item.order_detail_id)} />
      ))}
      <LineSheet line={open} ctx={ctx} onClose={() => setOpenId(null)} />
    </Stack>
  )
}

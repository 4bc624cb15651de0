import { ActionIcon, Box, Checkbox, Image, Text, ThemeIcon } from '@mantine/core'
import { IconPhotoOff, IconTrash } from '@tabler/icons-react'
import type { CartItem } from '#common/cart.ts'
import { formatRupiah } from '#common/format.ts'
import { useDraft } from '../hooks/use-draft'
import { lineSubtotal } from '../logic/totals'
import classes from './cart-lines.module.css'
import { NoteField } from './note-field'
import { QtyStepper } from './qty-stepper'
import { ReplacementOffer } from './replacement-offer'
import { UnitPrice } from './unit-price'

interface CartLineProps {
  item: CartItem
  selected: boolean
  onToggle(): void
  onQty(qty: number): void
  onNote(note: string): void
  /** quantity 0, − at 1, or the bin: the page asks before removing */
  onRemoveRequest(): void
  /** a line whose part was replaced since it was added: switch it to the current part */
  onReplace(): Promise<unknown>
  replacing: boolean
}

function PartImage({ src, size }: { src: string | null; size: number }) {
  if (!src) {
    return (
      <ThemeIcon variant="light" color="gray" size={size} aria-hidden>
        <IconPhotoOff size={size / 2} />
      </ThemeIcon>
    )
  }
  // fixed size and lazy: no layout shift on slow networks (product.md §1: phones, slow networks)
  return <Image src={src} alt="" w={size} h={size} fit="contain" loading="lazy" radius="sm" bg="gray.0" />
}

export function CartLine({ item, selected, onToggle, onQty, onNote, onRemoveRequest, onReplace, replacing }: CartLineProps) {
  const note = useDraft(item.description ?? '')
  return (
    <Box className={classes.line} data-selected={selected || undefined} data-testid="cart-line">
      <Checkbox className={classes.check} checked={selected} onChange={onToggle} aria-label={`Pilih ${item.sto_id}`} />
      <Box className={classes.img}>
        <PartImage src={item.image_url} size={56} />
      </Box>
      <Box className={classes.info}>
        <Text fw={700} size="sm" ff="monospace">
          {item.sto_id}
        </Text>
        <Text size="sm" lineClamp={2} title={item.name}>
          {item.name}
        </Text>
        {item.superseded_by && (
          <ReplacementOffer replacement={item.superseded_by} partNo={item.sto_id} busy={replacing} onReplace={onReplace} />
        )}
      </Box>
      <Box className={classes.price}>
        <UnitPrice
          line={item}
          after={
            <Text span c="dimmed" size="xs" className={classes.mobileOnly}>
              {' '}
              / PCS
            </Text>
          }
        />
      </Box>
      <Box className={classes.qty}>
        <QtyStepper value={item.qty} partNo={item.sto_id} onChange={onQty} onRemoveRequest={onRemoveRequest} />
      </Box>
      <NoteField
        className={classes.note}
        aria-label={`Catatan ${item.sto_id}`}
        placeholder="Catatan item (opsional)"
        size="xs"
        value={note.draft}
        onFocus={note.onFocus}
        onBlur={() => note.onBlur(true)}
        onChange={(text) => {
          note.setDraft(text)
          onNote(text)
        }}
      />
      <Box className={classes.sub}>
        <Text size="xs" c="dimmed" className={classes.mobileOnly}>
          Subtotal
        </Text>
        <Text fw={700} size="sm">
          {formatRupiah(lineSubtotal(item))}
        </Text>
      </Box>
      <ActionIcon
        className={classes.del}
        variant="subtle"
        color="red"
        onClick={onRemoveRequest}
        aria-label={`Hapus ${item.sto_id}`}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Box>
  )
}

/** Column titles, shown only where the lines are a table (wide screens). */
export function CartLinesHeader() {
  return (
    <Box className={classes.header} aria-hidden>
      <span style={{ gridArea: 'check' }} />
      <span style={{ gridArea: 'img' }} />
      <span style={{ gridArea: 'info' }}>Produk</span>
      <span style={{ gridArea: 'price', textAlign: 'right' }}>Harga</span>
      <span style={{ gridArea: 'qty', textAlign: 'center' }}>Qty</span>
      <span style={{ gridArea: 'note' }}>Catatan</span>
      <span style={{ gridArea: 'sub', textAlign: 'right' }}>Subtotal</span>
    </Box>
  )
}

export const cartLineClasses = classes

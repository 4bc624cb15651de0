// The buttons a viewer may press now (product.md §6), and 'Cetak' for everyone.
import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core'
import { IconDownload, IconPrinter, IconRefresh, IconRepeat, IconSend, IconShoppingCartCheck, IconX } from '@tabler/icons-react'
import { openConfirm } from '#web/lib/confirm.ts'
import type { OrderActionsApi } from '../hooks/use-order-actions'
import * as text from '../logic/detail-messages'
import type { DetailView } from '../logic/detail-view'

interface ActionBarProps {
  view: DetailView
  invoice: string
  actions: OrderActionsApi
  /** buttons wait while the OSC stock loads */
  disabled: boolean
  /** the confirmation's prices no longer hold: the buyer cannot order until staff renew them */
  quoteExpired: boolean
  /** phones: 'Cetak' shrinks to an icon and the action buttons fill the width, a row each when they do not fit */
  compact: boolean
  onPrint(): void
}

/** 'Batalkan pesanan ini?': true once the buyer says yes, false when the dialog closes otherwise. */
function askBatal(invoice: string): Promise<boolean> {
  return new Promise((answer) =>
    openConfirm({
      title: <Text fw={800}>{text.BATAL_CONFIRM_TITLE}</Text>,
      children: <Text size="sm">{text.batalConfirmText(invoice)}</Text>,
      labels: { confirm: text.BATAL_CONFIRM_YES, cancel: text.BACK },
      confirmProps: { color: 'red' },
      // the dialog closes after a yes too: the first answer counts
      onConfirm: () => answer(true),
      onClose: () => answer(false),
    }),
  )
}

function PrintButton({ compact, onPrint }: { compact: boolean; onPrint(): void }) {
  if (!compact) {
    return (
      <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={onPrint}>
        {text.PRINT}
      </Button>
    )
  }
  return (
    <Tooltip label={text.PRINT}>
      <ActionIcon variant="default" size={36} onClick={onPrint} aria-label={text.PRINT}>
        <IconPrinter size={18} />
      </ActionIcon>
    </Tooltip>
  )
}

/** The buyer's 'Pesan Lagi', at any status; an icon on a phone where Batal and Lanjut share the row. */
function PesanLagiButton({
  iconOnly,
  busy,
  disabled,
  onClick,
}: {
  iconOnly: boolean
  busy: boolean
  disabled: boolean
  onClick(): void
}) {
  if (iconOnly) {
    return (
      <Tooltip label={text.PESAN_LAGI}>
        <ActionIcon variant="light" size={36} loading={busy} disabled={disabled} onClick={onClick} aria-label={text.PESAN_LAGI}>
          <IconRepeat size={18} />
        </ActionIcon>
      </Tooltip>
    )
  }
  return (
    <Button variant="light" leftSection={<IconRepeat size={18} />} loading={busy} disabled={disabled} onClick={onClick}>
      {text.PESAN_LAGI}
    </Button>
  )
}

export function ActionBar({ view, invoice, actions, disabled, quoteExpired, compact, onPrint }: ActionBarProps) {
  const { busy } = actions
  const off = disabled || busy !== null
  const seller = view.role === 'seller'
  // each at least as wide as its words: sharing the row equally cut 'Batal Pesan' and 'Lanjut
  // Pesan' to 'Batal Pe' and 'Lanjut P' at 360 px; now a button that does not fit starts a row
  const flex = compact ? '1 0 auto' : undefined
  return (
    <Group justify="flex-end" gap="sm" wrap="wrap" data-testid="order-actions">
      <PrintButton compact={compact} onPrint={onPrint} />
      {seller ? null : (
        <PesanLagiButton
          iconOnly={compact && view.editOrdered}
          busy={busy === 'pesanLagi'}
          disabled={off}
          onClick={actions.pesanLagi}
        />
      )}
      {seller && view.status === 1 ? (
        <Button
          flex={flex}
          leftSection={<IconSend size={18} />}
          loading={busy === 'kirim'}
          disabled={off}
          onClick={actions.kirim}
        >
          {text.SEND_CONFIRMATION}
        </Button>
      ) : null}
      {seller && view.status === 2 ? (
        <Button
          flex={flex}
          variant={quoteExpired ? 'filled' : 'light'}
          leftSection={<IconRefresh size={18} />}
          loading={busy === 'perbarui'}
          disabled={off}
          onClick={actions.perbaruiHarga}
        >
          {text.PERBARUI_HARGA}
        </Button>
      ) : null}
      {seller && (view.status === 3 || view.status === 4) ? (
        <Button
          flex={flex}
          leftSection={<IconDownload size={18} />}
          loading={busy === 'export'}
          disabled={off}
          onClick={actions.exportFile}
        >
          {view.status === 3 ? text.EXPORT : text.EXPORT_AGAIN}
        </Button>
      ) : null}
      {view.editOrdered ? (
        <>
          <Button
            flex={flex}
            color="red"
            variant="light"
            leftSection={<IconX size={18} />}
            loading={busy === 'batal'}
            disabled={off}
            onClick={() => actions.batal(() => askBatal(invoice))}
          >
            {text.BATAL_PESAN}
          </Button>
          <Button
            flex={flex}
            leftSection={<IconShoppingCartCheck size={18} />}
            loading={busy === 'lanjut'}
            // the server would answer 409 QUOTE_EXPIRED; the notice above the lines says why
            disabled={off || quoteExpired}
            onClick={actions.review}
          >
            {text.LANJUT_PESAN}
          </Button>
        </>
      ) : null}
    </Group>
  )
}

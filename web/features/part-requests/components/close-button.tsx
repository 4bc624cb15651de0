// 'Tutup Permintaan', on either side: asked first, then one call.
import { Button } from '@mantine/core'
import { PART_REQUEST_TEXT as T } from '#common/part-requests.ts'
import { openConfirm } from '#web/lib/confirm.ts'
import { REQUEST_UI } from '../logic/messages'

export function CloseButton({ onClose, disabled }: { onClose: () => void; disabled: boolean }) {
  return (
    <Button
      variant="subtle"
      color="red"
      disabled={disabled}
      onClick={() =>
        openConfirm({
          title: T.close,
          children: REQUEST_UI.closeAsk,
          labels: { confirm: REQUEST_UI.closeYes, cancel: REQUEST_UI.cancel },
          confirmProps: { color: 'red' },
          onConfirm: onClose,
        })
      }
    >
      {T.close}
    </Button>
  )
}

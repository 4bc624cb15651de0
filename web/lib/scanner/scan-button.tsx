// The camera button beside a part-number box; its dialog and reader load when first pressed.
import { ActionIcon } from '@mantine/core'
import { IconScan } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import { LazyTooltip } from '#web/components/lazy-tooltip.tsx'

const ScannerDialog = lazy(() => import('./scanner-dialog').then((m) => ({ default: m.ScannerDialog })))

export function ScanButton({ onPart, label = 'Pindai barcode' }: { onPart(partNo: string): void; label?: string }) {
  const [opened, setOpened] = useState(false)
  return (
    <>
      <LazyTooltip label={label}>
        <ActionIcon variant="default" size={36} onClick={() => setOpened(true)} aria-label={label}>
          <IconScan size={20} aria-hidden />
        </ActionIcon>
      </LazyTooltip>
      {opened ? (
        <Suspense fallback={null}>
          <ScannerDialog opened={opened} onClose={() => setOpened(false)} onPart={onPart} />
        </Suspense>
      ) : null}
    </>
  )
}

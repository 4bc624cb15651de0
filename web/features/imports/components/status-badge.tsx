import { Badge, Tooltip } from '@mantine/core'
import { IconAlertCircle, IconArrowsJoin2, IconBan, IconCircleCheck, IconHelpCircle } from '@tabler/icons-react'
import type { ComponentType } from 'react'
import type { ImportRow } from '#common/imports.ts'
import { reasonText, STATUS_VIEW, type StatusTone } from '../logic/rows'

const ICONS: Record<StatusTone, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  ok: IconCircleCheck,
  merged: IconArrowsJoin2,
  bad: IconAlertCircle,
  unknown: IconHelpCircle,
  skipped: IconBan,
}

/** Words, an icon and a colour; the reason in a tooltip (hover, focus or touch). */
export function StatusBadge({ row }: { row: Pick<ImportRow, 'status' | 'reason'> }) {
  const view = STATUS_VIEW[row.status]
  const Icon = ICONS[view.tone]
  return (
    <Tooltip label={reasonText(row)} events={{ hover: true, focus: true, touch: true }} withArrow>
      <Badge
        color={view.color}
        variant="light"
        tt="none"
        leftSection={<Icon size={14} aria-hidden />}
        tabIndex={0}
        aria-label={row.reason ? `${view.label}: ${row.reason}` : view.label}
        data-status={row.status}
      >
        {view.label}
      </Badge>
    </Tooltip>
  )
}

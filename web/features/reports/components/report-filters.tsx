import { Button, Group, Loader, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { formatDateTime } from '#common/format.ts'
import { DayField } from '#web/components/day-field.tsx'

/** Dari/Sampai and Refresh (product.md §2.15); the time the figures were counted beside them. */
export function ReportFilters(props: {
  /** before the dates: head office's branch */
  children?: ReactNode
  from: string
  to: string
  onFrom: (value: string) => void
  onTo: (value: string) => void
  onRefresh: () => void
  loading: boolean
  problem: string | null
  asOf: string | undefined
}) {
  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      {props.children}
      <DayField label="Dari" value={props.from} onChange={props.onFrom} w={160} />
      <DayField label="Sampai" value={props.to} onChange={props.onTo} w={160} />
      <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={props.onRefresh}>
        Refresh
      </Button>
      {props.loading && <Loader size="sm" aria-label="Memuat laporan" />}
      {props.problem ? (
        <Text c="red.8" size="sm" role="alert" w="100%">
          {props.problem}
        </Text>
      ) : (
        props.asOf && (
          <Text c="dimmed" size="xs">
            Data per {formatDateTime(props.asOf)}
          </Text>
        )
      )}
    </Group>
  )
}

import { Button, Group, Loader, Text, TextInput } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { formatDateTime } from '../../../../common/format'

/** Dari/Sampai and Refresh (SPEC §2.15); the time the figures were counted beside them. */
export function ReportFilters(props: {
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
      <TextInput type="date" label="Dari" value={props.from} onChange={(e) => props.onFrom(e.currentTarget.value)} w={160} />
      <TextInput type="date" label="Sampai" value={props.to} onChange={(e) => props.onTo(e.currentTarget.value)} w={160} />
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

// One required choice among a few, each a radio in a row that wraps on a phone: the kind of a
// discrepancy in 'Konfirmasi Terima', how staff settled one in 'Tutup Selisih'. Nothing is
// chosen until someone chooses; the check's sentence shows under the row.
import { Group, Radio } from '@mantine/core'

interface RequiredChoiceProps<T extends string> {
  label: string
  /** the choices in the order shown */
  values: readonly T[]
  labels: Record<T, string>
  value: T | null
  error?: string
  onChange: (value: T) => void
}

export function RequiredChoice<T extends string>({ label, values, labels, value, error, onChange }: RequiredChoiceProps<T>) {
  return (
    <Radio.Group label={label} required value={value} error={error} onChange={(chosen) => onChange(chosen as T)}>
      <Group gap="md" mt={4}>
        {values.map((v) => (
          <Radio key={v} value={v} label={labels[v]} />
        ))}
      </Group>
    </Radio.Group>
  )
}

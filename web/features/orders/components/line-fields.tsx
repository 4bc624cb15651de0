// The small pieces a line is drawn with, shared by the desktop table and the phone's bottom sheet.
import { Badge, Group, Loader, Select, Text, TextInput, type TextInputProps, Tooltip } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { type ReactNode, useEffect, useState } from 'react'
import { NOTE_MAX } from '#common/cart-rules.ts'
import { OSC_UNAVAILABLE } from '../logic/detail-messages'
import type { DetailLine, OscPhase } from '../logic/lines'
import { nextQtyInput } from '../logic/qty-keys'
import { leadTimeHint, type ReadyStatus } from '../logic/ready-status'

type QtyFieldProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: number
  parse(raw: string): number
  onChange(qty: number): void
}

/** Digits only, clamped as typed; an empty box is allowed while typing and means 0. */
export function QtyField({ value, parse, onChange, ...rest }: QtyFieldProps) {
  const [textValue, setText] = useState(String(value))
  useEffect(() => {
    setText((current) => (current === '' && value === 0 ? current : String(value)))
  }, [value])
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      value={textValue}
      onFocus={(event) => event.currentTarget.select()}
      onBlur={() => setText(String(value))}
      onKeyDown={(event) => {
        const next = nextQtyInput(event.currentTarget, event.key, event.shiftKey)
        if (next) {
          event.preventDefault()
          next.focus()
        } else if (event.key === 'Enter') event.preventDefault()
      }}
      onChange={(event) => {
        const raw = event.currentTarget.value
        const qty = parse(raw)
        setText(raw.replace(/\D/g, '') === '' ? '' : String(qty))
        onChange(qty)
      }}
    />
  )
}

function LeadTimeHint({ name }: { name: string | null }) {
  const hint = leadTimeHint(name)
  return hint ? (
    <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {hint}
    </Text>
  ) : null
}

const STATUS_COLOR: Record<string, string> = {
  ada: 'green',
  sebagian: 'yellow',
  kosong: 'red',
  indent: 'orange',
  inactive: 'gray',
}

/**
 * Read-only status: a word, a colour and the lead-time hint (never colour alone). A line with an
 * arrival date shows the date instead of the Indent hint; `eta` may draw it with its own controls.
 */
export function StatusLabel({ name, eta }: { name: string | null; eta?: ReactNode }) {
  if (!name) return <Text c="dimmed">-</Text>
  return (
    <Group gap={6} wrap="wrap">
      {/* a badge squeezed by its column would cut its own word ('A…'): it never shrinks */}
      <Badge
        variant="light"
        color={STATUS_COLOR[name.toLowerCase()] ?? 'gray'}
        radius="sm"
        tt="none"
        style={{ flexShrink: 0 }}
        styles={{ label: { overflow: 'visible' } }}
      >
        {name}
      </Badge>
      {eta ?? <LeadTimeHint name={name} />}
    </Group>
  )
}

export function StatusField(props: {
  partNo: string
  statuses: readonly ReadyStatus[]
  value: number | null
  /** why the status contradicts the quantity; shown under the field */
  problem?: string | null
  onChange(id: number): void
}) {
  const { partNo, statuses, value, onChange } = props
  const chosen = statuses.find((s) => s.id === value)?.name ?? null
  return (
    <Group gap={6} wrap="nowrap">
      <Select
        aria-label={`Status ${partNo}`}
        size="xs"
        w={120}
        data={statuses.map((s) => ({ value: String(s.id), label: s.name }))}
        value={value === null ? null : String(value)}
        placeholder="Pilih"
        error={props.problem ?? undefined}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        onChange={(v) => v && onChange(Number(v))}
      />
      <LeadTimeHint name={chosen} />
    </Group>
  )
}

/** Live stock: a spinner while it loads, the error icon with 0 when it failed. */
export function OscValue({ line, phase }: { line: DetailLine; phase: OscPhase }) {
  if (line.oscFailed) {
    return (
      <Tooltip label={OSC_UNAVAILABLE}>
        <Group gap={4} wrap="nowrap" justify="flex-end" aria-label={`${OSC_UNAVAILABLE}: 0`}>
          <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden />
          <span>0</span>
        </Group>
      </Tooltip>
    )
  }
  if (line.stock === null) return phase === 'loading' ? <Loader size={14} aria-label="Memuat OSC" /> : <Text c="dimmed">-</Text>
  return <>{line.stock}</>
}

export function SellerNoteField(props: { partNo: string; value: string; onChange(text: string): void; label?: string }) {
  const { partNo, value, onChange, label } = props
  return (
    <TextInput
      size="xs"
      label={label}
      aria-label={`Catatan staff ${partNo}`}
      value={value}
      maxLength={NOTE_MAX}
      placeholder="Catatan"
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={
        <Text size="10px" c="dimmed">
          {value.length}/{NOTE_MAX}
        </Text>
      }
      rightSectionWidth={44}
      miw={150}
    />
  )
}

// Arrival dates of Indent lines (and of a Sebagian line's rest): the date staff pick while they
// confirm, the words the buyer reads, and the later date staff may move it to afterwards.
import { ActionIcon, Button, Group, Popover, Stack, Text } from '@mantine/core'
import { IconCalendarEvent } from '@tabler/icons-react'
import { useState } from 'react'
import { etaProblem, etaText, formatEta } from '#common/eta.ts'
import { addDays } from '#common/jakarta-time.ts'
import { DayField } from '#web/components/day-field.tsx'
import { etaToday } from '../logic/lines'

/** 'Perkiraan tiba: 12 Des 2026' */
export function EtaNote({ eta }: { eta: string }) {
  return (
    <Text span size="xs" fw={600} c="orange" style={{ whiteSpace: 'nowrap' }} data-testid="eta-note">
      {etaText(eta)}
    </Text>
  )
}

/**
 * While confirming: a day from today to a year on, read and shown day first (25/12/2026) like
 * every other date field, whatever the browser's language. A day out of bounds is taken and
 * said under the field, rather than silently refused by the calendar.
 */
export function EtaField(props: { partNo: string; value: string | null; required: boolean; onChange(day: string): void }) {
  const today = etaToday()
  const problem = props.value ? etaProblem(props.value, today) : null
  // the words under the field are the ones the buyer reads
  const label = props.required ? 'Perkiraan tiba' : 'Perkiraan tiba sisa (opsional)'
  return (
    <DayField
      size="xs"
      w={150}
      aria-label={`Perkiraan tiba ${props.partNo}`}
      description={props.value && !problem ? `${label}: ${formatEta(props.value)}` : label}
      value={props.value ?? ''}
      error={problem ? `Perkiraan tiba ${problem}` : undefined}
      onChange={props.onChange}
    />
  )
}

/** After the confirmation: the date, and for staff a button to move it later. */
export function EtaMover(props: { partNo: string; eta: string; busy: boolean; onMove(day: string): Promise<boolean> }) {
  const [open, setOpen] = useState(false)
  // at least a day after the current date, and never before today
  const earliest = [addDays(props.eta, 1), etaToday()].sort()[1]
  const [day, setDay] = useState(earliest)
  const problem = day <= props.eta ? 'harus setelah tanggal sekarang' : etaProblem(day, etaToday())
  return (
    <Group gap={4} wrap="nowrap">
      <EtaNote eta={props.eta} />
      <Popover opened={open} onChange={setOpen} position="bottom-end" withArrow trapFocus>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={`Ubah perkiraan tiba ${props.partNo}`}
            onClick={() => {
              setDay(earliest)
              setOpen((o) => !o)
            }}
          >
            <IconCalendarEvent size={16} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <DayField
              size="xs"
              w={150}
              label={`Perkiraan tiba baru ${props.partNo}`}
              value={day}
              error={problem ? `Perkiraan tiba ${problem}` : undefined}
              onChange={setDay}
              // inside this popover: its calendar must count as a click within it
              popoverProps={{ withinPortal: false }}
            />
            <Button
              size="xs"
              loading={props.busy}
              disabled={problem !== null}
              onClick={async () => {
                if (await props.onMove(day)) setOpen(false)
              }}
            >
              Simpan
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  )
}

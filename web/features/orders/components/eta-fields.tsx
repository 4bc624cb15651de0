// Arrival dates of Indent lines (and of a Sebagian line's rest): the date staff pick while they
// confirm, the words the buyer reads, and the later date staff may move it to afterwards.
import { ActionIcon, Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core'
import { IconCalendarEvent } from '@tabler/icons-react'
import { useState } from 'react'
import { etaProblem, etaText, formatEta, latestEta } from '#common/eta.ts'
import { addDays } from '#common/jakarta-time.ts'
import { etaToday } from '../logic/lines'

/** 'Perkiraan tiba: 12 Des 2026' */
export function EtaNote({ eta }: { eta: string }) {
  return (
    <Text span size="xs" fw={600} c="orange" style={{ whiteSpace: 'nowrap' }} data-testid="eta-note">
      {etaText(eta)}
    </Text>
  )
}

/** While confirming: a native date field (a phone shows its own calendar), from today to a year on. */
export function EtaField(props: { partNo: string; value: string | null; required: boolean; onChange(day: string): void }) {
  const today = etaToday()
  const problem = props.value ? etaProblem(props.value, today) : null
  // the field draws the day in the browser's own order; the words under it are the buyer's
  const label = props.required ? 'Perkiraan tiba' : 'Perkiraan tiba sisa (opsional)'
  return (
    <TextInput
      type="date"
      size="xs"
      w={150}
      aria-label={`Perkiraan tiba ${props.partNo}`}
      description={props.value && !problem ? `${label}: ${formatEta(props.value)}` : label}
      min={today}
      max={latestEta(today)}
      value={props.value ?? ''}
      error={problem ? `Perkiraan tiba ${problem}` : undefined}
      onChange={(event) => props.onChange(event.currentTarget.value)}
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
            <TextInput
              type="date"
              size="xs"
              label={`Perkiraan tiba baru ${props.partNo}`}
              min={earliest}
              max={latestEta(etaToday())}
              value={day}
              error={problem ? `Perkiraan tiba ${problem}` : undefined}
              onChange={(event) => setDay(event.currentTarget.value)}
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

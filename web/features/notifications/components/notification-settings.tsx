import { Alert, Button, Card, Checkbox, Group, Loader, Stack, Table, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { NOTIFICATION_EVENT_LABEL, NOTIFICATION_TEXT } from '#common/notification-rules.ts'
import type { NotificationChoice } from '#common/notifications.ts'
import { ApiError } from '#web/api/client.ts'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { prefsQuery, useSavePrefs, useSendTest } from '../api/prefs'
import { type TestOutcomeView, testOutcomeView } from '../logic/test-outcome'
import { PushDevice } from './push-device'

// 'Notifikasi' on the profile: for each happening of his role, whether it comes by push and by
// e-mail (the portal's own list always has it), this browser's push, and a test message that says
// what became of it on each channel.

const NOWRAP = { whiteSpace: 'nowrap' } as const
const EMAIL_OFF_HINT = 'E-mail: isi alamat e-mail di profil, dan pastikan server mengirim e-mail.'

function ChoiceTable({
  items,
  emailAvailable,
  onChange,
}: {
  items: NotificationChoice[]
  emailAvailable: boolean
  onChange: (items: NotificationChoice[]) => void
}) {
  const set = (event: NotificationChoice['event'], channel: 'push' | 'email', on: boolean) =>
    onChange(items.map((i) => (i.event === event ? { ...i, [channel]: on } : i)))
  return (
    // narrow enough for a 320 px phone: the words wrap, the three boxes keep their column
    <Table verticalSpacing="xs" horizontalSpacing={6} aria-label="Pilihan notifikasi">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Kejadian</Table.Th>
          <Table.Th style={NOWRAP}>Portal</Table.Th>
          <Table.Th style={NOWRAP}>Push</Table.Th>
          <Table.Th style={NOWRAP}>E-mail</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => {
          const label = NOTIFICATION_EVENT_LABEL[item.event]
          return (
            <Table.Tr key={item.event}>
              <Table.Td>{label}</Table.Td>
              <Table.Td>
                <Checkbox checked disabled aria-label={`${label}: portal (selalu)`} />
              </Table.Td>
              <Table.Td>
                <Checkbox
                  checked={item.push}
                  aria-label={`${label}: push`}
                  onChange={(e) => set(item.event, 'push', e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Checkbox
                  checked={item.email && emailAvailable}
                  disabled={!emailAvailable}
                  aria-label={`${label}: e-mail`}
                  onChange={(e) => set(item.event, 'email', e.currentTarget.checked)}
                />
              </Table.Td>
            </Table.Tr>
          )
        })}
      </Table.Tbody>
    </Table>
  )
}

/** What the test came to, per channel; it stays until the next test, so a long reason can be read. */
function TestOutcomeAlert({ outcome }: { outcome: TestOutcomeView }) {
  return (
    // named by its title: 'Notifikasi uji dikirim', '… ditolak di sebagian saluran'
    <Alert color={outcome.color} title={outcome.title} role="status">
      <Stack gap={2}>
        {outcome.lines.map((line) => (
          <Text size="sm" key={line} style={{ overflowWrap: 'anywhere' }}>
            {line}
          </Text>
        ))}
      </Stack>
    </Alert>
  )
}

export function NotificationSettings() {
  const query = useQuery(prefsQuery())
  const save = useSavePrefs()
  const test = useSendTest()
  // one request per press: a double click would save twice, or send two test messages
  const saving = useSingleFlight()
  const testing = useSingleFlight()
  const [draft, setDraft] = useState<NotificationChoice[] | null>(null)
  const [outcome, setOutcome] = useState<TestOutcomeView | null>(null)
  const items = draft ?? query.data?.items ?? []

  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      message: error instanceof ApiError ? error.detail : 'Gagal menyimpan',
      autoClose: TOAST_MS.profile,
    })

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="notifikasi-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="notifikasi-title">
          {NOTIFICATION_TEXT.title}
        </Title>
        {query.isPending && <Loader size="sm" aria-label="Memuat pilihan notifikasi" />}
        {query.isError && (
          <Alert color="red" role="alert">
            {NOTIFICATION_TEXT.failed}
          </Alert>
        )}
        {query.data && (
          <>
            <ChoiceTable items={items} emailAvailable={query.data.email_available} onChange={setDraft} />
            {!query.data.email_available && (
              <Text size="sm" c="dark.5">
                {EMAIL_OFF_HINT}
              </Text>
            )}
            <Group gap="sm">
              <Button
                disabled={draft === null}
                loading={save.isPending}
                onClick={() =>
                  void saving.run(async () => {
                    try {
                      await save.mutateAsync({ items })
                    } catch (error) {
                      return failed(error)
                    }
                    setDraft(null)
                    notifications.show({ color: 'green', message: NOTIFICATION_TEXT.saved, autoClose: TOAST_MS.profile })
                  })
                }
              >
                Simpan
              </Button>
              <Button
                variant="default"
                loading={test.isPending}
                onClick={() =>
                  void testing.run(async () => {
                    setOutcome(null)
                    try {
                      setOutcome(testOutcomeView(await test.mutateAsync()))
                    } catch (error) {
                      failed(error)
                    }
                  })
                }
              >
                Kirim notifikasi uji
              </Button>
            </Group>
            {outcome && <TestOutcomeAlert outcome={outcome} />}
          </>
        )}
        <PushDevice />
      </Stack>
    </Card>
  )
}

import { Alert, Button, Group, Paper, Stack, Table, Text } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconDownload } from '@tabler/icons-react'
import type { OnboardingPassword } from '#common/onboarding.ts'
import { DOWNLOAD_SHEET, PASSWORDS_TITLE, PASSWORDS_WARNING, PASSWORDS_WARNING_TITLE, SHEET_SAVED } from '../logic/messages'
import { PagedSection } from './paged-section'

/** A password as it is read aloud or copied by hand: large, in a font where every character differs. */
function Password({ value }: { value: string }) {
  return (
    <Text ff="monospace" fw={700} size="md" style={{ letterSpacing: '0.04em', userSelect: 'all' }} data-testid="password">
      {value}
    </Text>
  )
}

function PasswordTable({ rows }: { rows: readonly OnboardingPassword[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing={6} horizontalSpacing="xs" data-testid="password-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Username</Table.Th>
            <Table.Th>Nama</Table.Th>
            <Table.Th>Kode Toko</Table.Th>
            <Table.Th>Kata Sandi</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.username} data-testid="password-row">
              <Table.Td ff="monospace">{row.username}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ff="monospace">{row.store_code}</Table.Td>
              <Table.Td>
                <Password value={row.password} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function PasswordCards({ rows }: { rows: readonly OnboardingPassword[] }) {
  return (
    <Stack gap="xs" data-testid="password-table">
      {rows.map((row) => (
        <Paper key={row.username} withBorder p="xs" data-testid="password-row">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text ff="monospace" fw={600} style={{ wordBreak: 'break-all' }}>
              {row.username}
            </Text>
            <Password value={row.password} />
          </Group>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
            {row.name} · {row.store_code}
          </Text>
        </Paper>
      ))}
    </Stack>
  )
}

interface PasswordListProps {
  passwords: readonly OnboardingPassword[]
  downloaded: boolean
  onDownload(): void
}

/** The one-time passwords, answered once: the warning, the sheet to download, the table. */
export function PasswordList({ passwords, downloaded, onDownload }: PasswordListProps) {
  const top = (
    <Stack gap="sm">
      <Alert
        color="orange"
        variant="filled"
        icon={<IconAlertTriangle aria-hidden />}
        title={PASSWORDS_WARNING_TITLE}
        role="alert"
      >
        {PASSWORDS_WARNING}
      </Alert>
      <Group gap="sm">
        <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={onDownload}>
          {DOWNLOAD_SHEET}
        </Button>
        {downloaded && (
          <Group gap={4} c="green.8" wrap="nowrap">
            <IconCircleCheck size={18} aria-hidden />
            <Text size="sm">{SHEET_SAVED}</Text>
          </Group>
        )}
      </Group>
    </Stack>
  )
  return (
    <PagedSection
      title={PASSWORDS_TITLE}
      rows={passwords}
      top={top}
      testId="onboarding-passwords"
      render={(rows, wide) => (wide ? <PasswordTable rows={rows} /> : <PasswordCards rows={rows} />)}
    />
  )
}

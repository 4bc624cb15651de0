import { Alert, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core'
import { IconAlertCircle, IconBuildingSkyscraper, IconBuildingStore, IconTool } from '@tabler/icons-react'
import type { Role } from '#common/roles.ts'
import { ApiError } from '#web/api/client.ts'
import { useSelectRole } from '../api/select-role'
import { AuthHeading } from './auth-card'

// The product's rules have no texts for this screen; these are ours (recorded in the report / docs/decisions.md).
export const ROLE_PICKER_TITLE = 'Pilih peran'
const ROLE_PICKER_INTRO =
  'Akun Anda memiliki lebih dari satu peran. Pilih peran untuk sesi ini; pilihan Anda diingat di perangkat ini.'
const ROLE_PICK_FAILED = 'Gagal memilih peran.'

const ROLE_CARDS: Record<Role, { label: string; description: string; icon: typeof IconTool }> = {
  user: {
    label: 'Pembeli (User)',
    description: 'Cari produk, isi keranjang, dan buat pesanan untuk toko Anda.',
    icon: IconTool,
  },
  seller: {
    label: 'Staff DIPO (Seller)',
    description: 'Periksa pesanan, cek stok OSC, dan kelola user serta toko.',
    icon: IconBuildingStore,
  },
  admin: {
    label: 'Admin Pusat',
    description: 'Kelola cabang dan staff, impor pelanggan, dan lihat laporan semua cabang.',
    icon: IconBuildingSkyscraper,
  },
}

function pickFailedText(error: Error): string {
  return error instanceof ApiError && error.detail ? error.detail : ROLE_PICK_FAILED
}

interface RoleCardProps {
  role: Role
  current: boolean
  busy: boolean
  disabled: boolean
  onPick: () => void
}

/** A whole card is the button; 'Peran saat ini' says in words what the border says in colour. */
function RoleCard({ role, current, busy, disabled, onPick }: RoleCardProps) {
  const card = ROLE_CARDS[role]
  return (
    <UnstyledButton onClick={onPick} disabled={disabled} aria-current={current ? 'true' : undefined} aria-busy={busy}>
      <Paper withBorder p="md" h="100%" bd={current ? '2px solid var(--mantine-primary-color-filled)' : undefined}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size="lg" variant="light" aria-hidden>
            <card.icon size={20} />
          </ThemeIcon>
          <Stack gap={4}>
            <Text fw={700}>{card.label}</Text>
            <Text size="sm" c="dimmed">
              {card.description}
            </Text>
            {current && (
              <Text size="xs" fw={600}>
                Peran saat ini
              </Text>
            )}
            {busy && <Text size="xs">Memproses…</Text>}
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  )
}

interface RolePickerProps {
  roles: readonly Role[]
  /** The role the session works in now, marked as such (role switch). */
  currentRole?: Role | null
  onPicked: (role: Role) => void
  withTitle?: boolean
}

export function RolePicker({ roles, currentRole = null, onPicked, withTitle = true }: RolePickerProps) {
  const choice = useSelectRole()
  const busyRole = choice.isPending ? (choice.variables ?? null) : null
  const error = choice.error ? pickFailedText(choice.error) : null

  function pick(role: Role) {
    choice.mutate(role, { onSuccess: () => onPicked(role) })
  }

  return (
    <Stack gap="md">
      <AuthHeading title={withTitle ? ROLE_PICKER_TITLE : null} intro={ROLE_PICKER_INTRO} />
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {(['user', 'seller', 'admin'] as const)
          .filter((role) => roles.includes(role))
          .map((role) => (
            <RoleCard
              key={role}
              role={role}
              current={role === currentRole}
              busy={busyRole === role}
              disabled={busyRole !== null}
              onPick={() => pick(role)}
            />
          ))}
      </SimpleGrid>
    </Stack>
  )
}

// The account's data in the detail modal (product.md §2.13): photo, every field, and its history.
import { Avatar, Group, Image, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core'
import { formatDateTime } from '#common/format.ts'
import type { UserDetail } from '#common/management.ts'
import { DetailField } from '#web/components/detail-modal.tsx'
import { ACTIVE_LABEL, INACTIVE_LABEL } from '../logic/messages'
import { historyLine, orDash, storeLabel } from '../logic/user-view'
import { InactiveBadge, RoleBadge } from './user-badges'

function Photo({ user }: { user: UserDetail }) {
  if (user.avatar_url) {
    return <Image src={user.avatar_url} alt={`Foto ${user.username}`} w={96} h={96} radius={96} fit="cover" loading="lazy" />
  }
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase()
  return (
    <Avatar size={96} radius={96} color="blue" aria-hidden>
      {initials || '?'}
    </Avatar>
  )
}

export function UserInfo({ user }: { user: UserDetail }) {
  const salesman = user.is_salesman ? `Ya (${orDash(user.ibs_salesman_code)})` : 'Tidak'
  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap" align="center">
        <Photo user={user} />
        <Stack gap={4}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {user.username}
          </Text>
          <Group gap={6}>
            <RoleBadge user={user} />
            <InactiveBadge user={user} />
          </Group>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <DetailField label="Nama Depan" value={user.first_name} />
        <DetailField label="Nama Belakang" value={user.last_name} />
        <DetailField label="Toko" value={storeLabel(user)} />
        <DetailField label="No. HP" value={orDash(user.mobile)} />
        <DetailField label="Email" value={orDash(user.email)} />
        <DetailField label="Telepon" value={orDash(user.landline)} />
        <DetailField label="Alamat" value={orDash(user.address)} />
        <DetailField label="Deskripsi" value={orDash(user.description)} />
        {user.role === 'staff' && <DetailField label="Salesman" value={salesman} />}
        <DetailField label="Status" value={user.is_active ? ACTIVE_LABEL : INACTIVE_LABEL} />
        <DetailField label="Dibuat" value={formatDateTime(user.created_at)} />
      </SimpleGrid>
    </Stack>
  )
}

export function UserHistory({ user }: { user: UserDetail }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Riwayat
      </Title>
      {user.events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {orDash(null)}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} aria-label="Riwayat akun">
          {user.events.map((event, index) => {
            const line = historyLine(event)
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: events have no id; the list only grows at its end
              <Timeline.Item key={index} title={line.label}>
                <Text size="xs" c="dimmed">
                  {line.by} · {line.at}
                </Text>
              </Timeline.Item>
            )
          })}
        </Timeline>
      )}
    </Stack>
  )
}

// The staff's user and store management hub: a tile per screen, and the bulk import
// of the branch's existing customers.
import { Card, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconBuildingStore, IconBuildingWarehouse, IconFileImport, IconUserPlus, IconUsers } from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { Link } from 'react-router'
import { PageHeader } from '#web/components/page-header.tsx'
import { TITLES } from '#web/features/management/logic/messages.ts'
import { onboardingPaths } from '../onboarding/paths'
import { managementPaths } from './paths'

interface Tile {
  title: string
  description: string
  to: string
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
}

const TILES: readonly Tile[] = [
  {
    title: TITLES.registerUser,
    description: 'Buat akun pembeli atau staf baru.',
    to: managementPaths.registerUser,
    icon: IconUserPlus,
  },
  {
    title: TITLES.registerStore,
    description: 'Daftarkan toko baru dengan kode IBS.',
    to: managementPaths.registerStore,
    icon: IconBuildingStore,
  },
  {
    title: TITLES.userList,
    description: 'Lihat, cari dan kelola akun, termasuk reset password.',
    to: managementPaths.userList,
    icon: IconUsers,
  },
  {
    title: TITLES.storeList,
    description: 'Lihat toko cabang beserta user-nya.',
    to: managementPaths.storeList,
    icon: IconBuildingWarehouse,
  },
  {
    // the onboarding screen's own title (web/features/onboarding): features share no module
    title: 'Impor Pelanggan',
    description: 'Daftarkan banyak toko dan pembeli sekaligus dari file ekspor DMS.',
    to: onboardingPaths.seller,
    icon: IconFileImport,
  },
]

export function ManagementHubPage() {
  return (
    <>
      <PageHeader title={TITLES.hub} />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3, xl: 5 }} spacing="md">
        {TILES.map(({ title, description, to, icon: TileIcon }) => (
          // the kit's focus ring: a card shows no focus of its own
          <Card key={to} component={Link} to={to} withBorder padding="lg" radius="md" className="mantine-focus-auto">
            <Stack gap="xs">
              <ThemeIcon size={44} radius="md" variant="light">
                <TileIcon size={26} aria-hidden />
              </ThemeIcon>
              <Text fw={700} size="lg">
                {title}
              </Text>
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </>
  )
}

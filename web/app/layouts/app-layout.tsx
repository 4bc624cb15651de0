import { Anchor, AppShell, Box, Burger, Container, Group, Image } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { type ReactNode, Suspense } from 'react'
import { Link, Outlet } from 'react-router'
import { lazyDialog } from '#web/components/lazy-dialog.tsx'
import { PageSkeleton } from '#web/components/loaders.tsx'
import { useOrderEvents } from '#web/lib/live/use-order-events.ts'
import { HEADER_HEIGHT } from '#web/lib/theme.ts'
import { HeaderAccountActions } from './account-actions'
import type { NavBadges, NavItem } from './nav-items'
import { DesktopNav } from './nav-links'

const MenuDrawer = lazyDialog(() => import('./menu-drawer'))
const RoleSwitchModal = lazyDialog(() => import('./role-switch-modal'))

interface AppLayoutProps {
  brand: string
  items: readonly NavItem[]
  /** The hooks behind its entries' counts ('Sisa Pesanan'). */
  badges?: NavBadges
  /** Always visible in the header, also on phones (the buyer's cart). */
  headerExtra?: ReactNode
  /** Staff screens: compact navigation and full-width content. Buyer screens: roomier, centred. */
  dense?: boolean
  /** The live order stream; head office works at no place and has no order screens. */
  liveOrders?: boolean
}

/**
 * On a tablet and a small laptop the staff's and head office's navbars need the brand's width (head
 * office's eleven entries reach past a 1024 px screen beside it): the logo alone says it there.
 */
const COMPACT_BRAND_TEXT = { base: 'inline', sm: 'none', lg: 'inline' } as const

function Brand({ label, compact }: { label: string; compact: boolean }) {
  // The brand links to '/', which leads to the visitor's home (product.md §2.1, §2.2).
  return (
    <Anchor
      component={Link}
      to="/"
      underline="never"
      c="dipo.9"
      fw={800}
      style={{ whiteSpace: 'nowrap' }}
      aria-label={compact ? label : undefined}
    >
      <Group gap={8} wrap="nowrap">
        <Image src="/favicon.svg" alt="" w={26} h={26} />
        <Box component="span" display={compact ? COMPACT_BRAND_TEXT : undefined}>
          {label}
        </Box>
      </Group>
    </Anchor>
  )
}

export function AppLayout({ brand, items, badges, headerExtra, dense = false, liveOrders = true }: AppLayoutProps) {
  const [menuOpened, menu] = useDisclosure(false)
  const [switchOpened, roleSwitch] = useDisclosure(false)
  // the layout shows only to a signed-in role: one live order stream per tab
  useOrderEvents(liveOrders)

  function openRoleSwitch() {
    menu.close()
    roleSwitch.open()
  }

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={{ base: 'sm', sm: 'md' }}>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={dense ? 'sm' : 'md'} wrap="nowrap">
            <Burger
              hiddenFrom="sm"
              size="sm"
              opened={menuOpened}
              onClick={menu.toggle}
              aria-label="Menu"
              aria-expanded={menuOpened}
            />
            <Brand label={brand} compact={dense} />
            <DesktopNav items={items} dense={dense} badges={badges} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {headerExtra}
            <HeaderAccountActions onSwitchRole={openRoleSwitch} />
          </Group>
        </Group>
      </AppShell.Header>

      <MenuDrawer
        brand={brand}
        items={items}
        badges={badges}
        opened={menuOpened}
        onClose={menu.close}
        onSwitchRole={openRoleSwitch}
      />
      <RoleSwitchModal opened={switchOpened} onClose={roleSwitch.close} />

      <AppShell.Main>
        <Container size={dense ? '100%' : 'lg'} px={0}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  )
}

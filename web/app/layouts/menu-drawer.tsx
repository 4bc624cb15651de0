import { Divider, Drawer, Stack, Text } from '@mantine/core'
import { DrawerAccountActions } from './account-actions'
import type { NavBadges, NavItem } from './nav-items'
import { DrawerNav } from './nav-links'

interface MenuDrawerProps {
  brand: string
  items: readonly NavItem[]
  badges?: NavBadges
  opened: boolean
  onClose: () => void
  onSwitchRole: () => void
}

/** The phone's menu behind the burger: the links, who is signed in, role switch and Logout. */
export default function MenuDrawer({ brand, items, badges, opened, onClose, onSwitchRole }: MenuDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="80%"
      hiddenFrom="sm"
      title={<Text fw={800}>{brand}</Text>}
      closeButtonProps={{ 'aria-label': 'Tutup menu' }}
    >
      <Stack gap="md">
        <DrawerNav items={items} badges={badges} onNavigate={onClose} />
        <Divider />
        <DrawerAccountActions onSwitchRole={onSwitchRole} />
      </Stack>
    </Drawer>
  )
}

import { Button, Group, NavLink as MantineNavLink, Stack } from '@mantine/core'
import { Link, useLocation } from 'react-router'
import { isNavActive, type NavItem } from './nav-items'

// The active page is marked by weight and underline as well as colour, and by aria-current.

export function DesktopNav({ items, dense }: { items: readonly NavItem[]; dense: boolean }) {
  const { pathname } = useLocation()
  return (
    <Group component="nav" aria-label="Navigasi utama" gap={dense ? 0 : 4} wrap="nowrap" visibleFrom="sm">
      {items.map((item) => {
        const active = isNavActive(pathname, item)
        return (
          <Button
            key={item.to}
            component={Link}
            to={item.to}
            size={dense ? 'compact-sm' : 'sm'}
            px={dense ? 8 : 10}
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'dark'}
            fw={active ? 700 : 500}
            td={active ? 'underline' : undefined}
            aria-current={active ? 'page' : undefined}
            style={{ textUnderlineOffset: 5 }}
          >
            {item.label}
          </Button>
        )
      })}
    </Group>
  )
}

export function DrawerNav({ items, onNavigate }: { items: readonly NavItem[]; onNavigate: () => void }) {
  const { pathname } = useLocation()
  return (
    <Stack component="nav" aria-label="Navigasi utama" gap={2}>
      {items.map((item) => {
        const active = isNavActive(pathname, item)
        return (
          <MantineNavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={active}
            fw={active ? 700 : 500}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            py="sm"
          />
        )
      })}
    </Stack>
  )
}

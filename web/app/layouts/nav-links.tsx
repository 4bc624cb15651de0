import { Badge, Button, Group, NavLink as MantineNavLink, Stack } from '@mantine/core'
import { Link, useLocation } from 'react-router'
import { isNavActive, type NavBadge, type NavBadges, type NavItem } from './nav-items'

// The active page is marked by weight and underline as well as colour, and by aria-current. An
// entry with a count ('Sisa Pesanan' 3) says it in its name: the number alone would mean nothing.

const noBadge = (): NavBadge | null => null

/**
 * The count of an entry, by the hook its layout maps the entry's key to. The items and the map are
 * fixed for a layout, so each entry calls the same hook on every render.
 */
function useEntryBadge(item: NavItem, badges: NavBadges | undefined): NavBadge | null {
  const read = (item.badge && badges?.[item.badge]) || noBadge
  return read()
}

function CountBadge({ badge }: { badge: NavBadge }) {
  return (
    <Badge size="sm" variant="filled" color={badge.color} radius="xl" px={6} aria-hidden>
      {badge.text}
    </Badge>
  )
}

const entryName = (item: NavItem, badge: NavBadge | null) => (badge ? `${item.label}, ${badge.label}` : undefined)

/**
 * The label as shown: with a count, a space after it, so the text a sighted user reads ('Tanya
 * Part 1') is the start of the name a speech-input user says (WCAG 2.5.3; the label and the badge
 * are neighbouring boxes with no space between them otherwise, read as 'Tanya Part1').
 */
const shownLabel = (item: NavItem, badge: NavBadge | null) => (badge ? `${item.label} ` : item.label)

interface EntryProps {
  item: NavItem
  badges: NavBadges | undefined
}

function DesktopEntry({ item, badges, dense }: EntryProps & { dense: boolean }) {
  const { pathname } = useLocation()
  const badge = useEntryBadge(item, badges)
  const active = isNavActive(pathname, item)
  return (
    <Button
      component={Link}
      to={item.to}
      size={dense ? 'compact-sm' : 'sm'}
      px={dense ? 8 : 10}
      variant={active ? 'light' : 'subtle'}
      color={active ? undefined : 'dark'}
      fw={active ? 700 : 500}
      td={active ? 'underline' : undefined}
      aria-current={active ? 'page' : undefined}
      aria-label={entryName(item, badge)}
      rightSection={badge ? <CountBadge badge={badge} /> : undefined}
      styles={{ section: { marginInlineStart: 6 } }}
      style={{ textUnderlineOffset: 5 }}
    >
      {shownLabel(item, badge)}
    </Button>
  )
}

export function DesktopNav({ items, dense, badges }: { items: readonly NavItem[]; dense: boolean; badges?: NavBadges }) {
  return (
    <Group component="nav" aria-label="Navigasi utama" gap={dense ? 0 : 4} wrap="nowrap" visibleFrom="sm">
      {items.map((item) => (
        <DesktopEntry key={item.to} item={item} badges={badges} dense={dense} />
      ))}
    </Group>
  )
}

function DrawerEntry({ item, badges, onNavigate }: EntryProps & { onNavigate: () => void }) {
  const { pathname } = useLocation()
  const badge = useEntryBadge(item, badges)
  const active = isNavActive(pathname, item)
  return (
    <MantineNavLink
      component={Link}
      to={item.to}
      label={shownLabel(item, badge)}
      active={active}
      fw={active ? 700 : 500}
      aria-current={active ? 'page' : undefined}
      aria-label={entryName(item, badge)}
      rightSection={badge ? <CountBadge badge={badge} /> : undefined}
      onClick={onNavigate}
      py="sm"
    />
  )
}

export function DrawerNav({
  items,
  badges,
  onNavigate,
}: {
  items: readonly NavItem[]
  badges?: NavBadges
  onNavigate: () => void
}) {
  return (
    <Stack component="nav" aria-label="Navigasi utama" gap={2}>
      {items.map((item) => (
        <DrawerEntry key={item.to} item={item} badges={badges} onNavigate={onNavigate} />
      ))}
    </Stack>
  )
}

import { Menu } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCheck, IconCopy, IconExternalLink, IconEye, IconX } from '@tabler/icons-react'
import type { OpenOrder } from '../hooks/use-open-order'
import { copyText } from '../logic/copy-text'
import { COPIED_TEXT, COPY_FAILED_TEXT, MENU_COPY, MENU_NEW_TAB, MENU_VIEW } from '../logic/list-messages'

const TOAST_MS = 2000 // product.md §9: toasts 2000 ms by default

async function copyNoTransaksi(noTransaksi: string) {
  const ok = await copyText(noTransaksi)
  notifications.show(
    ok
      ? { title: COPIED_TEXT, message: noTransaksi, color: 'teal', icon: <IconCheck size={18} />, autoClose: TOAST_MS }
      : { message: COPY_FAILED_TEXT, color: 'red', icon: <IconX size={18} />, autoClose: TOAST_MS },
  )
}

/** The row's right-click menu, opened where the pointer is. */
export function RowMenu({ opener }: { opener: OpenOrder }) {
  const target = opener.menu
  if (!target) return null
  const { order, x, y } = target
  return (
    // keyed by place: a right click on another row opens a fresh menu there
    <Menu
      key={`${order.id}:${x}:${y}`}
      opened
      onChange={(opened) => !opened && opener.closeMenu()}
      position="bottom-start"
      offset={2}
      withinPortal
      shadow="md"
    >
      <Menu.Target>
        <div aria-hidden style={{ position: 'fixed', left: x, top: y, width: 1, height: 1, pointerEvents: 'none' }} />
      </Menu.Target>
      <Menu.Dropdown aria-label={`Menu pesanan ${order.noTransaksi}`}>
        <Menu.Label>{order.noTransaksi}</Menu.Label>
        <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => opener.open(order)}>
          {MENU_VIEW}
        </Menu.Item>
        <Menu.Item leftSection={<IconExternalLink size={16} aria-hidden />} onClick={() => opener.open(order, true)}>
          {MENU_NEW_TAB}
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copyNoTransaksi(order.noTransaksi)}>
          {MENU_COPY}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

// List User (product.md §2.13): a sticky search, the table (cards on a phone) with per-column settings,
// infinite scroll by cursor, and the detail modal of a clicked account.
import { Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { PageHeader } from '#web/components/page-header.tsx'
import { PagedFooter } from '#web/components/paged-list.tsx'
import { WIDE_QUERY } from '#web/lib/media.ts'
import { ListSettingsButton } from './components/column-settings'
import { SearchBox } from './components/search-box'
import { UserCards } from './components/user-cards'
import { UserDetailModal } from './components/user-detail-modal'
import { UserTable } from './components/user-table'
import { useUserListState } from './hooks/use-user-list'
import { TITLES } from './logic/messages'

/** The branch's accounts (product.md §2.13). */
export function UserListPage() {
  const wide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false })
  const view = useUserListState()
  const { list } = view
  const [openId, setOpenId] = useState<number | null>(null)
  const open = (user: { id: number }) => setOpenId(user.id)

  return (
    <Stack gap="xs">
      <PageHeader title={TITLES.userList} />
      <SearchBox label="Cari user" placeholder="Cari username, nama, toko, no. HP…" value={view.search} onChange={view.setSearch}>
        {!wide && <ListSettingsButton view={view} />}
      </SearchBox>
      {wide ? <UserTable view={view} onOpen={open} /> : <UserCards list={list} onOpen={open} />}
      <PagedFooter list={list} />
      <UserDetailModal userId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  )
}

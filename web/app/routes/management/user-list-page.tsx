// List User (product.md §2.13): a sticky search, the table (cards on a phone) with per-column settings,
// infinite scroll by cursor, and the detail modal of a clicked account.
import { Stack } from '@mantine/core'
import { useState } from 'react'
import { PageHeader } from '#web/components/page-header.tsx'
import { PagedFooter } from '#web/components/paged-list.tsx'
import { forgetEverything } from '#web/features/auth/logic/session-actions.ts'
import { ListSettingsButton } from '#web/features/management/components/column-settings.tsx'
import { SearchBox } from '#web/features/management/components/search-box.tsx'
import { UserCards } from '#web/features/management/components/user-cards.tsx'
import { UserDetailModal } from '#web/features/management/components/user-detail-modal.tsx'
import { UserTable } from '#web/features/management/components/user-table.tsx'
import { useUserListState } from '#web/features/management/hooks/use-user-list.ts'
import { TITLES } from '#web/features/management/logic/messages.ts'
import { WIDE_QUERY } from '#web/lib/media.ts'
import { useMedia } from '#web/lib/use-media.ts'

/** The branch's accounts (product.md §2.13). */
export function UserListPage() {
  const wide = useMedia(WIDE_QUERY)
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
      <UserDetailModal userId={openId} onClose={() => setOpenId(null)} onSignedOut={forgetEverything} />
    </Stack>
  )
}

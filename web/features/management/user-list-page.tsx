// List User (SPEC §2.13): a sticky search, the table (cards on a phone) with per-column settings,
// infinite scroll by cursor, and the detail modal of a clicked account.
import { Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { ListFooter } from '../../components/list-states'
import { PageHeader } from '../../components/page-header'
import { useInfiniteSentinel } from '../../lib/use-infinite-sentinel'
import { ListSettingsButton } from './components/column-settings'
import { SearchBox } from './components/search-box'
import { UserCards } from './components/user-cards'
import { UserDetailModal } from './components/user-detail-modal'
import { UserTable } from './components/user-table'
import { useUserListState } from './hooks/use-user-list'
import { WIDE_QUERY } from './logic/media'
import { LOAD_MORE_LABEL, MORE_LOAD_FAILED, TITLES } from './logic/messages'

/** The user and store lists ask for more within 200 px of the viewport (SPEC §9). */
const MANAGEMENT_LIST_MARGIN = '200px'

/** The branch's accounts (SPEC §2.13). */
export function UserListPage() {
  const wide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false })
  const view = useUserListState()
  const { list } = view
  const [openId, setOpenId] = useState<number | null>(null)
  const sentinelRef = useInfiniteSentinel(
    list.loadMore,
    list.hasMore && !list.loading && !list.fetchingMore && !list.moreError,
    list.pageCount,
    MANAGEMENT_LIST_MARGIN,
  )
  const open = (user: { id: number }) => setOpenId(user.id)

  return (
    <Stack gap="xs">
      <PageHeader title={TITLES.userList} />
      <SearchBox label="Cari user" placeholder="Cari username, nama, toko, no. HP…" value={view.search} onChange={view.setSearch}>
        {!wide && <ListSettingsButton view={view} />}
      </SearchBox>
      {wide ? <UserTable view={view} onOpen={open} /> : <UserCards list={list} onOpen={open} />}
      {!list.loading && !list.error && (
        <ListFooter
          sentinelRef={sentinelRef}
          loading={list.fetchingMore}
          loadingLabel="Memuat data berikutnya"
          errorText={list.moreError ? MORE_LOAD_FAILED : null}
          more={list.hasMore ? { label: LOAD_MORE_LABEL, onMore: list.loadMore } : null}
          onRetry={list.retry}
        />
      )}
      <UserDetailModal userId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  )
}

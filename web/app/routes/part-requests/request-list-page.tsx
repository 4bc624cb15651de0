// Tanya Part's list (product.md §14.4) at /{user|seller}/tanya-part: the store's or the branch's
// requests newest first, the open ones (Baru and Dijawab) unless the state filter says otherwise;
// staff also filter by store. The filter and the page live in the address, so the way back from a
// request finds the list as it was.
import { Alert, Button, Group, Pagination, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconPlus, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { PART_REQUEST_FILTER_LABEL, PART_REQUEST_FILTERS, PART_REQUEST_TEXT as T } from '#common/part-requests.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { usePartRequests } from '#web/features/part-requests/api/read.ts'
import { RequestList } from '#web/features/part-requests/components/request-list.tsx'
import { REQUEST_UI } from '#web/features/part-requests/logic/messages.ts'
import { isFilter, requestListParams } from '#web/features/part-requests/logic/request-address.ts'
import { partRequestPaths } from './paths'

const STATES = PART_REQUEST_FILTERS.map((value) => ({ value, label: PART_REQUEST_FILTER_LABEL[value] }))
function StoreField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const [typed, setTyped] = useState(value)
  const send = useDebouncedCallback(onChange, 400)
  return (
    <TextInput
      label={REQUEST_UI.store}
      placeholder={REQUEST_UI.storePlaceholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={typed}
      maxLength={100}
      onChange={(e) => {
        setTyped(e.currentTarget.value)
        send(e.currentTarget.value)
      }}
      style={{ flex: '1 1 200px' }}
    />
  )
}

export function RequestListPage({ side }: { side: 'user' | 'seller' }) {
  const [search, setSearch] = useSearchParams()
  const params = requestListParams(search, side)
  const list = usePartRequests(params)
  const change = (key: string, value: string) => {
    const next = new URLSearchParams(search)
    if (value) next.set(key, value)
    else next.delete(key)
    if (key !== 'page') next.delete('page')
    setSearch(next, { replace: true })
  }
  const data = list.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1
  return (
    <Stack gap="md">
      <PageHeader title={T.title} />
      <Text size="sm" c="dimmed" mt={-12}>
        {side === 'user' ? REQUEST_UI.userIntro : REQUEST_UI.sellerIntro}
      </Text>
      {side === 'user' ? (
        <Button
          component={Link}
          to={partRequestPaths.ask}
          leftSection={<IconPlus size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {REQUEST_UI.newRequest}
        </Button>
      ) : null}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={REQUEST_UI.state}
          data={STATES}
          value={isFilter(search.get('state')) ? search.get('state') : 'terbuka'}
          allowDeselect={false}
          onChange={(value) => change('state', value === 'terbuka' ? '' : (value ?? ''))}
          w={180}
        />
        {side === 'seller' ? <StoreField value={search.get('store') ?? ''} onChange={(v) => change('store', v.trim())} /> : null}
      </Group>
      {list.isError ? (
        <Alert color="red" role="alert">
          <Group gap="sm">
            {REQUEST_UI.failed}
            <Button size="xs" variant="light" onClick={() => void list.refetch()}>
              {REQUEST_UI.retry}
            </Button>
          </Group>
        </Alert>
      ) : !data ? (
        <Skeleton h={240} />
      ) : data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {T.empty}
        </Text>
      ) : (
        <RequestList items={data.items} showStore={side === 'seller'} linkOf={(id) => partRequestPaths.detail(side, id)} />
      )}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={data?.page ?? 1}
          onChange={(page) => change('page', page === 1 ? '' : String(page))}
          getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Halaman sebelumnya' : 'Halaman berikutnya' })}
          getItemProps={(page) => ({ 'aria-label': `Halaman ${page}` })}
        />
      ) : null}
    </Stack>
  )
}

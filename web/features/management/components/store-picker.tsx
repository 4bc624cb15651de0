// The store of a new buyer (product.md §2.13, §9): the branch's first 100 stores with a search box;
// picked by itself when the branch has exactly one. Staff have no store, so no picker.
import { Alert, Button, Card, Center, CloseButton, Loader, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import type { Store, StoreListResponse } from '#common/management.ts'
import { useStorePicker } from '../api/get-stores'
import type { UserForm } from '../hooks/use-user-form'
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-user-list'
import { searchApplies, storePickerParams } from '../logic/list-query'
import { EMPTY_TEXT, RETRY_LABEL, SEARCH_TOO_SHORT_HINT, STORES_LOAD_FAILED } from '../logic/messages'
import { storeToAutoSelect } from '../logic/user-form'

const storeText = (store: Store) => `${store.ibs_cust_code} · ${store.name}`

function StoreChoices({ stores, value, onPick }: { stores: readonly Store[]; value: number; onPick: (store: Store) => void }) {
  if (stores.length === 0)
    return (
      <Text c="dimmed" size="sm" py="sm">
        {EMPTY_TEXT}
      </Text>
    )
  return (
    <Radio.Group
      value={value > 0 ? String(value) : null}
      onChange={(id) => {
        const store = stores.find((s) => String(s.id) === id)
        if (store) onPick(store)
      }}
      aria-label="Pilih toko"
    >
      <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
        <Stack gap={6} py={4}>
          {stores.map((store) => (
            <Radio key={store.id} value={String(store.id)} label={storeText(store)} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Radio.Group>
  )
}

function PickerBody({
  query,
  value,
  onPick,
}: {
  query: UseQueryResult<StoreListResponse>
  value: number
  onPick: (store: Store) => void
}) {
  if (query.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Memuat toko" />
      </Center>
    )
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        <Stack gap={6} align="flex-start">
          {STORES_LOAD_FAILED}
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {RETRY_LABEL}
          </Button>
        </Stack>
      </Alert>
    )
  }
  return <StoreChoices stores={query.data.items} value={value} onPick={onPick} />
}

export function StorePicker({ form }: { form: UserForm }) {
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const params = useMemo(() => storePickerParams(debounced), [debounced])
  const query = useStorePicker(params)
  // the chosen store stays named even when a search hides it from the choices
  const [chosen, setChosen] = useState<Store | null>(null)
  const { draft, set } = form
  const items = query.data?.items
  const unfiltered = params.q === undefined

  useEffect(() => {
    // "exactly one store available" is the branch's list, not a search that happens to narrow to one
    if (!items || !unfiltered) return
    const id = storeToAutoSelect(draft, items)
    if (id !== null) {
      set('store_id', id)
      setChosen(items[0])
    }
  }, [items, unfiltered, draft, set])

  const pick = (store: Store) => {
    setChosen(store)
    set('store_id', store.id)
  }
  const selected = draft.store_id > 0 ? (items?.find((s) => s.id === draft.store_id) ?? chosen) : null

  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Text fw={700}>Toko</Text>
        <TextInput
          aria-label="Cari toko"
          placeholder="Cari kode atau nama toko…"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search ? <CloseButton size="sm" aria-label="Hapus pencarian toko" onClick={() => setSearch('')} /> : null}
          description={searchApplies(search) ? undefined : SEARCH_TOO_SHORT_HINT}
        />
        <Text size="sm" c={selected ? undefined : form.errorOf('store_id') ? 'red.8' : 'dimmed'} data-testid="chosen-store">
          {selected ? `Dipilih: ${storeText(selected)}` : (form.errorOf('store_id') ?? ACCOUNT_TEXT.storeRequired)}
        </Text>
        <PickerBody query={query} value={draft.store_id} onPick={pick} />
      </Stack>
    </Card>
  )
}

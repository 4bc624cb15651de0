// 'Harga untuk toko …' on the staff catalogue (docs/product.md §10.10): one search box over the
// branch's stores; once one is chosen, its name and a way back to the list prices ('Harga daftar').
import { Box, Button, Group, Loader, Paper, Select, Skeleton, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconBuildingStore, IconX } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { Store } from '#common/management.ts'
import { priceStoreKey, usePriceStore, usePriceStoreChoices } from '../api/get-price-stores'
import { PRICE_STORE_TEXT, storeSearchOf } from '../logic/price-store'

const SEARCH_DEBOUNCE_MS = 300
const storeLabel = (store: Store) => `${store.ibs_cust_code} · ${store.name}`

interface PriceStorePickerProps {
  storeId: number | null
  onChange: (storeId: number | null) => void
}

export function PriceStorePicker({ storeId, onChange }: PriceStorePickerProps) {
  return (
    <Box mb="xs">
      {storeId === null ? <StoreSearch onPick={onChange} /> : <ChosenStore storeId={storeId} onClear={() => onChange(null)} />}
    </Box>
  )
}

function StoreSearch({ onPick }: { onPick: (storeId: number) => void }) {
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const [opened, setOpened] = useState(false)
  // asked only once the box is opened: most staff look at the list prices
  const choices = usePriceStoreChoices(storeSearchOf(debounced), opened)
  const queryClient = useQueryClient()
  const stores = choices.data?.items ?? []
  return (
    <Select
      label={PRICE_STORE_TEXT.label}
      placeholder={PRICE_STORE_TEXT.placeholder}
      description={PRICE_STORE_TEXT.listPrices}
      size="xs"
      maw={420}
      searchable
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      // the server searched already: the kit must not narrow its answer again by the label
      filter={({ options }) => options}
      data={stores.map((store) => ({ value: String(store.id), label: storeLabel(store) }))}
      onChange={(value) => {
        const store = stores.find((s) => String(s.id) === value)
        if (!store) return
        // the name is known: the chosen line shows it without asking the server again
        queryClient.setQueryData(priceStoreKey(store.id), store)
        onPick(store.id)
      }}
      nothingFoundMessage={
        choices.isFetching ? undefined : choices.isError ? PRICE_STORE_TEXT.loadFailed : PRICE_STORE_TEXT.nothingFound
      }
      leftSection={<IconBuildingStore size={16} aria-hidden />}
      rightSection={choices.isFetching ? <Loader size={14} aria-label="Memuat toko" /> : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  )
}

/** The chosen store's name and 'Harga daftar', which goes back to the list prices (also on the detail). */
export function ChosenStore({ storeId, onClear }: { storeId: number; onClear: () => void }) {
  const store = usePriceStore(storeId)
  let name: ReactNode
  if (store.data) name = PRICE_STORE_TEXT.shownFor(store.data.name)
  else if (store.isError) name = PRICE_STORE_TEXT.notFound
  else name = <Skeleton height={14} width={180} aria-label="Memuat toko" />
  // framed: the whole catalogue below is at this store's prices, not the branch's
  return (
    <Paper withBorder radius="md" px="sm" py={6} bg="dipo.0">
      <Group gap="xs" wrap="nowrap" justify="space-between" data-testid="price-store">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconBuildingStore size={18} aria-hidden style={{ flexShrink: 0 }} />
          <div style={{ minWidth: 0 }}>
            <Text
              component="div"
              size="sm"
              fw={700}
              c={store.isError ? 'red.8' : undefined}
              role="status"
              style={{ overflowWrap: 'anywhere' }}
            >
              {name}
            </Text>
            {store.data && (
              <Text size="xs" c="dimmed" ff="monospace">
                {store.data.ibs_cust_code}
              </Text>
            )}
          </div>
        </Group>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={onClear}
          style={{ flexShrink: 0 }}
        >
          {PRICE_STORE_TEXT.clear}
        </Button>
      </Group>
    </Paper>
  )
}

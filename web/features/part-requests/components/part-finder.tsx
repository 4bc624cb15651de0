// 'Cari part': a part number or name typed, the catalogue's first eight answers, each with 'Tambah'.
import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { formatRupiah } from '#common/format.ts'
import { PART_REQUEST_TEXT as T } from '#common/part-requests.ts'
import { useFindParts } from '../api/find-parts'
import { REQUEST_UI } from '../logic/messages'

interface PartFinderProps {
  /** the parts already picked: their 'Tambah' is off */
  picked: readonly string[]
  full: boolean
  onPick: (part: { sto_id: string; name: string }) => void
}

export function PartFinder({ picked, full, onPick }: PartFinderProps) {
  const [q, setQ] = useState('')
  const [asked] = useDebouncedValue(q, 300)
  const found = useFindParts(asked)
  const items = asked.trim().length >= 2 ? (found.data?.items ?? []) : []
  return (
    <Stack gap="xs">
      <TextInput
        label={T.findPart}
        placeholder={REQUEST_UI.searchPart}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={found.isFetching ? <Loader size="xs" /> : null}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
      />
      {asked.trim().length >= 2 && !found.isFetching && items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {REQUEST_UI.noPartFound}
        </Text>
      ) : null}
      <Stack gap={4} role="list" aria-label={T.findPart}>
        {items.map((p) => (
          <Group key={p.id} role="listitem" justify="space-between" wrap="nowrap" gap="xs" py={4}>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={700}>
                {p.sto_id}
              </Text>
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {p.name} · {formatRupiah(p.price)}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="light"
              disabled={full || picked.includes(p.sto_id)}
              aria-label={`${REQUEST_UI.addLine} ${p.sto_id}`}
              onClick={() => onPick(p)}
            >
              {REQUEST_UI.addLine}
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  )
}

import { NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { MAPPING_ASK, MAPPING_TITLE } from '#web/lib/file-import/messages.ts'
import type { ColumnMapping } from '../logic/form-data'
import { columnOptions, noteOptions } from '../logic/mapping'

interface MappingCardProps {
  headers: string[]
  /** Say that the header was not recognised (a file, before the buyer chose columns). */
  askToMap: boolean
  mapping: ColumnMapping
  onChange(field: keyof ColumnMapping, value: string): void
}

/**
 * 'Map Kolom Manual': which column holds the part number, the quantity and the note.
 * Native selects: a phone shows its own picker.
 */
export function MappingCard({ headers, askToMap, mapping, onChange }: MappingCardProps) {
  const columns = columnOptions(headers)
  return (
    <Paper withBorder p="sm" data-testid="import-mapping">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {MAPPING_TITLE}
        </Title>
        {askToMap && (
          <Text size="sm" c="orange">
            {MAPPING_ASK}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3, md: 1 }} spacing="xs">
          <NativeSelect
            label="Nomor Part"
            data={columns}
            value={String(mapping.part)}
            onChange={(e) => onChange('part', e.currentTarget.value)}
          />
          <NativeSelect
            label="Kuantitas"
            data={columns}
            value={String(mapping.qty)}
            onChange={(e) => onChange('qty', e.currentTarget.value)}
          />
          <NativeSelect
            label="Catatan"
            data={noteOptions(headers)}
            value={String(mapping.note)}
            onChange={(e) => onChange('note', e.currentTarget.value)}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}

import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useId, useState } from 'react'
import { ONBOARDING_COLUMNS, ONBOARDING_REQUIRED, type OnboardingColumn } from '#common/onboarding.ts'
import { MAPPING_ASK, MAPPING_TITLE } from '#web/lib/file-import/messages.ts'
import { COLUMN_LABELS, columnOptions, type FullMapping } from '../logic/mapping'
import { MAPPING_FOUND, MAPPING_HIDE, MAPPING_SHOW } from '../logic/messages'

interface MappingCardProps {
  headers: string[]
  /** Say that the header was not recognised (before staff chose columns). */
  askToMap: boolean
  mapping: FullMapping
  onChange(column: OnboardingColumn, value: string): void
}

/**
 * 'Map Kolom Manual': for each column of the template, which column of the file holds it. Native
 * selects: a phone shows its own picker. Folded when the header was recognised: twelve dropdowns
 * nobody needs would stand between a phone's counters and its rows.
 */
export function MappingCard({ headers, askToMap, mapping, onChange }: MappingCardProps) {
  const options = columnOptions(headers)
  const [open, setOpen] = useState(askToMap)
  const fieldsId = useId()
  return (
    <Paper withBorder p="sm" data-testid="onboarding-mapping">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {MAPPING_TITLE}
          </Title>
          <Button variant="subtle" size="compact-sm" aria-expanded={open} aria-controls={fieldsId} onClick={() => setOpen(!open)}>
            {open ? MAPPING_HIDE : MAPPING_SHOW}
          </Button>
        </Group>
        {askToMap ? (
          <Text size="sm" c="orange.9">
            {MAPPING_ASK}
          </Text>
        ) : (
          !open && (
            <Text size="sm" c="dimmed">
              {MAPPING_FOUND}
            </Text>
          )
        )}
        <div id={fieldsId} hidden={!open}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="xs" verticalSpacing={6}>
            {ONBOARDING_COLUMNS.map((column) => (
              <NativeSelect
                key={column}
                label={COLUMN_LABELS[column]}
                withAsterisk={ONBOARDING_REQUIRED.includes(column)}
                data={options}
                value={String(mapping[column])}
                onChange={(e) => onChange(column, e.currentTarget.value)}
              />
            ))}
          </SimpleGrid>
        </div>
      </Stack>
    </Paper>
  )
}

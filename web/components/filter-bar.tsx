// The bar over a history (head office's audit, the feed jobs): its filter fields in a grid that wraps
// on a phone, the button that clears them, and the sentence saying why the dates cannot be asked for.
import { Button, Collapse, Group, Select, SimpleGrid, type SimpleGridProps, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { activeFilterCount } from '#web/lib/list-filters.ts'
import { WIDE_QUERY } from '#web/lib/media.ts'
import type { FilterBarState } from '#web/lib/use-list-filters.ts'
import { useMedia } from '#web/lib/use-media.ts'

/** The words of the one button the fields fold under on a phone. */
export interface FilterFoldText {
  show: string
  hide: string
  active: (count: number) => string
}

interface FilterBarProps<Filters extends object> {
  /** the filter fields, in the grid's order */
  children: ReactNode
  /** the filters (web/lib/use-list-filters.ts) and what they are when none is set */
  state: FilterBarState<Filters>
  none: Filters
  cols: SimpleGridProps['cols']
  resetLabel: string
  /** On a phone the fields fold under one button that counts the ones set; without it they always show. */
  fold?: FilterFoldText
}

export function FilterBar<Filters extends object>({ children, state, none, cols, resetLabel, fold }: FilterBarProps<Filters>) {
  const active = activeFilterCount(state.filters, none)
  const fields = (
    <SimpleGrid cols={cols} spacing="xs" verticalSpacing="xs">
      {children}
      <Group align="flex-end">
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          disabled={active === 0}
          onClick={state.clear}
        >
          {resetLabel}
        </Button>
      </Group>
    </SimpleGrid>
  )
  return (
    <>
      {fold ? (
        <FoldOnPhone text={fold} active={active}>
          {fields}
        </FoldOnPhone>
      ) : (
        fields
      )}
      {state.problem && (
        <Text c="red.8" size="sm" role="alert">
          {state.problem}
        </Text>
      )}
    </>
  )
}

/** At a desk the fields show; on a phone they fold under one button that says how many are set. */
function FoldOnPhone({ text, active, children }: { text: FilterFoldText; active: number; children: ReactNode }) {
  const wide = useMedia(WIDE_QUERY)
  const [opened, toggle] = useDisclosure(false)
  if (wide) return children
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        onClick={toggle.toggle}
        aria-expanded={opened}
        fullWidth
      >
        {opened ? text.hide : text.show}
        {active > 0 ? ` · ${text.active(active)}` : ''}
      </Button>
      <Collapse expanded={opened}>{children}</Collapse>
    </>
  )
}

interface FilterChoiceProps<Value extends string> {
  label: string
  /** the first entry, '': no filter */
  all: string
  options: readonly Value[]
  labels: Record<Value, string>
  value: Value | ''
  onChange: (value: Value | '') => void
}

/** One choice among fixed values, 'all' first; it is changed, never cleared to nothing. */
export function FilterChoice<Value extends string>({ label, all, options, labels, value, onChange }: FilterChoiceProps<Value>) {
  const data = [{ value: '', label: all }, ...options.map((option) => ({ value: option, label: labels[option] }))]
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(picked) => onChange((picked ?? '') as Value | '')}
      allowDeselect={false}
    />
  )
}

import { ScrollArea, Tabs, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { ORDER_BUCKETS, type OrderBucket, STATUS_INFO, statusOfBucket } from '#common/order-status.ts'
import { type Area, paths, withQuery } from '#web/lib/paths.ts'

const ALL = 'all'

// The same labels for both roles (product.md §2.10); the workflow's English name as a sub-label.
const TABS: readonly { value: OrderBucket | typeof ALL; label: string; english?: string }[] = [
  { value: ALL, label: 'Semua' },
  ...ORDER_BUCKETS.map((bucket) => {
    const info = STATUS_INFO[statusOfBucket(bucket)]
    return { value: bucket, label: info.label, english: info.english }
  }),
]

interface OrderTabsProps {
  area: Area
  status?: OrderBucket
  /** Filters and search carried to the other tab (`tab` absent: Semua). */
  queryFor: (tab?: OrderBucket) => string
}

/** One row that scrolls sideways on a phone rather than wrapping into three. */
export function OrderTabs({ area, status, queryFor }: OrderTabsProps) {
  const navigate = useNavigate()
  const listRef = useRef<HTMLDivElement>(null)
  // on a phone the chosen tab may sit beyond the right edge: bring it into view
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when another tab is chosen
  useEffect(() => {
    const active = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [status])
  function go(value: string | null) {
    if (!value || value === (status ?? ALL)) return
    const tab = value === ALL ? undefined : (value as OrderBucket)
    navigate(withQuery(paths.orders(area, tab), queryFor(tab)))
  }
  return (
    // the bar stays in sight where the row is wider than the screen: a phone sees it scrolls
    <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars="x">
      <Tabs value={status ?? ALL} onChange={go} activateTabWithKeyboard={false}>
        <Tabs.List ref={listRef} style={{ flexWrap: 'nowrap' }} aria-label="Status pesanan">
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} py={6} px="sm">
              <Text fw={600} size="sm" lh={1.3} style={{ whiteSpace: 'nowrap' }}>
                {tab.label}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2} style={{ whiteSpace: 'nowrap' }}>
                {tab.english ?? '\u00a0'}
              </Text>
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  )
}

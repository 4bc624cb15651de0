// The last successful load of each kind, and of each branch's stock: what head office looks at
// first in the morning. A branch whose stock is older than the hours allowed is said in words.
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { FEED_KIND_LABEL, FEED_KINDS } from '#common/feeds.ts'
import { formatDateTime } from '#common/format.ts'
import { StockTime } from '#web/components/stock-time.tsx'
import { useFreshness } from '../api/get-freshness'
import { FEEDS_UI } from '../logic/messages'

export function FreshnessCard() {
  const freshness = useFreshness()
  const items = freshness.data?.items ?? []
  const staleHours = freshness.data?.stock_stale_hours ?? 26
  const branches = items.filter((i) => i.kind === 'stock' && i.branch_code !== null)
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {FEEDS_UI.freshness}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 5 }} spacing="xs">
          {FEED_KINDS.map((kind) => {
            const last = items.find((i) => i.kind === kind && i.branch_code === null)
            return (
              <Stack gap={0} key={kind}>
                <Text size="sm" fw={600}>
                  {FEED_KIND_LABEL[kind]}
                </Text>
                <Text size="sm" c={last ? undefined : 'dimmed'}>
                  {last ? `${formatDateTime(last.loaded_at)} WIB (job #${last.job_id})` : FEEDS_UI.neverLoaded}
                </Text>
              </Stack>
            )
          })}
        </SimpleGrid>
        {branches.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {FEEDS_UI.branchStock}
            </Text>
            {branches.map((b) => (
              <Group key={b.branch_code} gap="xs" wrap="nowrap">
                <Text size="sm" w={80}>
                  {b.branch_code}
                </Text>
                <StockTime at={b.loaded_at} staleHours={staleHours} size="sm" />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  )
}

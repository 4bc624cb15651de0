// Feed Data (head office): the nightly files of the dealer's systems. Upload one per kind and watch
// its job live, see when each kind and each branch's stock last loaded, and read the job history
// with its filters; a job's detail has its rejected lines and their CSV.
import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { FEED_KINDS, type FeedJob } from '#common/feeds.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { PagedFooter } from '#web/components/paged-list.tsx'
import { useJobs } from '#web/features/feeds/api/get-jobs.ts'
import { FreshnessCard } from '#web/features/feeds/components/freshness-card.tsx'
import { JobDetailModal } from '#web/features/feeds/components/job-detail-modal.tsx'
import { JobFilterBar } from '#web/features/feeds/components/job-filters.tsx'
import { JobList } from '#web/features/feeds/components/job-list.tsx'
import { UploadCard } from '#web/features/feeds/components/upload-card.tsx'
import { useJobFilters } from '#web/features/feeds/hooks/use-job-filters.ts'
import { FEEDS_TITLE, FEEDS_UI } from '#web/features/feeds/logic/messages.ts'
import { usePagedRows } from '#web/lib/use-paged-rows.ts'

export function FeedsPage() {
  const view = useJobFilters()
  const list = usePagedRows<{ items: FeedJob[] }, FeedJob>(useJobs(view.params))
  const [openId, setOpenId] = useState<number | null>(null)
  return (
    <Stack gap="md">
      <PageHeader title={FEEDS_TITLE} />
      <Text size="sm" c="dimmed" mt={-12}>
        {FEEDS_UI.intro}
      </Text>
      <FreshnessCard />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {FEED_KINDS.map((kind) => (
          <UploadCard key={kind} kind={kind} onOpen={setOpenId} />
        ))}
      </SimpleGrid>
      <Title order={2} size="h3">
        {FEEDS_UI.history}
      </Title>
      <JobFilterBar filters={view.filters} set={view.set} clear={view.clear} problem={view.problem} />
      <JobList list={list} onOpen={setOpenId} />
      <PagedFooter list={list} />
      <JobDetailModal id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  )
}

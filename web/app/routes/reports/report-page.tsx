import { Stack, Tabs, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { ADMIN_REPORT_TEXT } from '#common/reports.ts'
import type { Role } from '#common/roles.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { type ReportScope, useReport } from '#web/features/reports/api/get-report.ts'
import { reportKeys } from '#web/features/reports/api/keys.ts'
import { AfterExportSection } from '#web/features/reports/components/after-export-section.tsx'
import { AnswerTimeSection } from '#web/features/reports/components/answer-time-section.tsx'
import { BranchFilter } from '#web/features/reports/components/branch-filter.tsx'
import { OrdersPerDayChart } from '#web/features/reports/components/orders-per-day-chart.tsx'
import { RepeatTab } from '#web/features/reports/components/repeat-tab.tsx'
import { ReportError } from '#web/features/reports/components/report-error.tsx'
import { ReportFilters } from '#web/features/reports/components/report-filters.tsx'
import { StoreTab } from '#web/features/reports/components/store-tab.tsx'
import { SummaryCards } from '#web/features/reports/components/summary-cards.tsx'
import { TimelineTab } from '#web/features/reports/components/timeline-tab.tsx'
import { UnfilledDemand } from '#web/features/reports/components/unfilled-demand.tsx'
import { useReportRange } from '#web/features/reports/hooks/use-report-range.ts'
import { useReportsFollowOrders } from '#web/features/reports/hooks/use-reports-follow-orders.ts'
import { REPORT_TITLE } from '#web/features/reports/logic/report-messages.ts'

type Tab = 'repeat' | 'toko' | 'timeline'

/**
 * 'Laporan Staff' and 'Laporan User': one page, the buyer's without the Toko tab;
 * head office's is the staff report over every branch or the one it picks ('Laporan Cabang').
 * The range reloads every figure; the tabs and modals ask for their extra parts of the report.
 */
export function ReportPage({ viewer: role }: { viewer: Role }) {
  const dates = useReportRange()
  // head office: 0 is every branch together
  const [branchId, setBranchId] = useState(0)
  const range = useMemo<ReportScope | null>(
    () => (dates.range && branchId > 0 ? { ...dates.range, branch_id: branchId } : dates.range),
    [dates.range, branchId],
  )
  const report = useReport(role, range)
  useReportsFollowOrders()
  const queryClient = useQueryClient()
  const [tab, setTab] = useState<Tab>('repeat')
  const [openPart, setOpenPart] = useState<string | null>(null)
  const [draft, setDraft] = useState('')
  const [invoice, setInvoice] = useState<string | null>(null)

  function changeTab(next: Tab) {
    // the part list belongs to Repeat: leaving the tab closes it (product.md §2.15 'Repeat')
    if (next !== 'repeat') setOpenPart(null)
    setTab(next)
  }
  function showTimeline(number: string) {
    setOpenPart(null)
    setDraft(number)
    setInvoice(number)
    setTab('timeline')
  }

  return (
    <Stack gap={0}>
      <PageHeader title={REPORT_TITLE[role]} />
      <ReportFilters
        from={dates.from}
        to={dates.to}
        onFrom={dates.setFrom}
        onTo={dates.setTo}
        onRefresh={() => void queryClient.invalidateQueries({ queryKey: reportKeys.all })}
        loading={report.isFetching}
        problem={dates.problem}
        asOf={report.data?.as_of}
      >
        {role === 'admin' && <BranchFilter value={branchId} onChange={setBranchId} />}
      </ReportFilters>
      <ReportError viewer={role} error={report.error} />
      <SummaryCards cards={report.data?.cards} />
      {report.data && (
        <Stack gap="sm" mb="md">
          <OrdersPerDayChart days={report.data.per_day} />
          <UnfilledDemand unfilled={report.data.unfilled} />
        </Stack>
      )}
      {report.data && <AfterExportSection figures={report.data.fulfilment} branches={report.data.fulfilment_branches} />}
      {report.data?.part_requests && (
        <AnswerTimeSection figures={report.data.part_requests} branches={report.data.part_requests_branches} />
      )}
      {range && (
        <Tabs value={tab} onChange={(value) => changeTab((value as Tab) ?? 'repeat')} keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="repeat">Repeat</Tabs.Tab>
            {role !== 'user' && <Tabs.Tab value="toko">Toko</Tabs.Tab>}
            <Tabs.Tab value="timeline">Timeline</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="repeat">
            <RepeatTab
              role={role}
              range={range}
              parts={report.data?.repeat ?? []}
              openPart={openPart}
              onOpenPart={setOpenPart}
              onShowTimeline={showTimeline}
            />
          </Tabs.Panel>
          {role !== 'user' && (
            <Tabs.Panel value="toko">
              <StoreTabOf role={role} range={range} />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="timeline">
            <TimelineTab role={role} range={range} draft={draft} onDraft={setDraft} invoice={invoice} onLookUp={setInvoice} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  )
}

/** Every branch's stores at once would be hundreds of thousands of rows: head office picks a branch first. */
function StoreTabOf({ role, range }: { role: Role; range: ReportScope }) {
  if (role === 'admin' && range.branch_id === undefined) return <Text c="dimmed">{ADMIN_REPORT_TEXT.storesNeedBranch}</Text>
  return <StoreTab role={role} range={range} />
}

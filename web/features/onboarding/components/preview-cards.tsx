import { Group, Paper, Stack, Text } from '@mantine/core'
import type { OnboardingRow } from '#common/onboarding.ts'
import { pricingText } from '../logic/rows'
import { RowStatus } from './row-status'

/** Phones: one card per row of the page; the reason written out under the status. */
export function PreviewCards({ rows }: { rows: readonly OnboardingRow[] }) {
  return (
    <Stack gap="xs" data-testid="onboarding-cards">
      {rows.map((row) => (
        <Paper key={row.no} withBorder p="xs" data-testid="onboarding-row" data-ok={row.ok}>
          <Text size="xs" c="dimmed">
            No. {row.no}
            {row.branch_code && ` · ${row.branch_code}`}
          </Text>
          <Text fw={600} style={{ wordBreak: 'break-word' }}>
            <Text span ff="monospace" fw={600}>
              {row.ibs_cust_code || '-'}
            </Text>{' '}
            {row.store_name}
          </Text>
          {pricingText(row) && (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
              {pricingText(row)}
            </Text>
          )}
          {(row.username || row.name) && (
            <Text size="sm" style={{ wordBreak: 'break-word' }}>
              <Text span ff="monospace" size="sm">
                {row.username || '-'}
              </Text>{' '}
              {row.name}
            </Text>
          )}
          {(row.mobile || row.email) && (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {[row.mobile, row.email].filter(Boolean).join(' · ')}
            </Text>
          )}
          <Group mt={4}>
            <RowStatus row={row} />
          </Group>
          {row.reason && (
            <Text size="sm" c="red.9" mt={2}>
              {row.reason}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  )
}

import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { formatNumber } from '#common/format.ts'
import type { AnswerTime, ReportResponse } from '#common/reports.ts'
import { PHONE_MEDIA_QUERY } from '#web/lib/theme.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { minutesText } from '../logic/answer-time'

/**
 * 'Tanya Part' (docs/product.md §14.4): how fast the branch answers a workshop's question, the
 * median from the question to the first answer over the requests asked in the range; head office
 * over every branch also sees each branch. Not on a buyer's report.
 */
export function AnswerTimeSection({
  figures,
  branches,
}: {
  figures: AnswerTime
  branches?: ReportResponse['part_requests_branches']
}) {
  const phone = useMedia(PHONE_MEDIA_QUERY)
  return (
    <Stack gap="xs" mb="md" component="section" aria-labelledby="tanya-part">
      <Title order={2} size="h4" id="tanya-part">
        Tanya Part
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <Paper withBorder p="sm" radius="md" data-testid="answer-time">
          <Text size="sm" c="dimmed" fw={600}>
            Median Waktu Jawab
          </Text>
          <Text size="xl" fw={700} data-testid="answer-time-value">
            {minutesText(figures.median_minutes)}
          </Text>
          <Text size="xs" c="dimmed">
            {`${formatNumber(figures.answered)} dari ${formatNumber(figures.asked)} permintaan dijawab`}
          </Text>
        </Paper>
      </SimpleGrid>
      {branches && branches.length > 0 && (
        // on a phone the table may scroll sideways: the keyboard must reach the scroll (WCAG 2.1.1)
        <Table.ScrollContainer
          minWidth={320}
          type="native"
          {...(phone && { tabIndex: 0, role: 'region', 'aria-label': 'Tanya Part per Cabang, geser ke samping' })}
        >
          <Table striped aria-label="Tanya Part per Cabang">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Kode</Table.Th>
                <Table.Th>Cabang</Table.Th>
                <Table.Th ta="right">Ditanyakan</Table.Th>
                <Table.Th ta="right">Dijawab</Table.Th>
                <Table.Th ta="right">Median</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {branches.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td>{b.code}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{b.name}</Table.Td>
                  <Table.Td ta="right">{formatNumber(b.asked)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(b.answered)}</Table.Td>
                  <Table.Td ta="right">{minutesText(b.median_minutes)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}

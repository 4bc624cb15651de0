import { Stack, Text, Title } from '@mantine/core'
import type { FulfilmentReport, UnitFulfilment } from '#common/reports.ts'
import { FulfilmentCards } from './fulfilment-cards'
import { FulfilmentTable } from './fulfilment-table'

/**
 * 'Setelah Ekspor' (docs/product.md §13.5): what became of the exported orders of the range, for
 * every viewer; head office over every branch also sees each branch (`branches`), since the Toko
 * tab that splits a branch waits for one to be picked.
 */
export function AfterExportSection({ figures, branches }: { figures: FulfilmentReport; branches?: UnitFulfilment[] }) {
  return (
    <Stack gap="xs" mb="md" component="section" aria-labelledby="setelah-ekspor">
      <Title order={2} size="h4" id="setelah-ekspor">
        Setelah Ekspor
      </Title>
      <FulfilmentCards figures={figures} />
      <Text size="xs" c="dimmed">
        Dihitung dari pesanan dalam rentang tanggal yang sudah diekspor; sisa pesanan terbuka per hari ini.
      </Text>
      {branches && <FulfilmentTable title="Pengiriman per Cabang" codeLabel="Kode" nameLabel="Cabang" units={branches} />}
    </Stack>
  )
}

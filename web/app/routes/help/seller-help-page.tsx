import { Alert } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { PageHeader } from '#web/components/page-header.tsx'

/** The staff's help (product.md §2.16) is a stub by design. */
export function SellerHelpPage() {
  return (
    <>
      <PageHeader title="Bantuan" />
      <Alert variant="light" icon={<IconInfoCircle aria-hidden />} maw={560}>
        Halaman bantuan untuk Staff DIPO sedang dalam pengerjaan.
      </Alert>
    </>
  )
}

// Help screens (SPEC §2.16). The seller's is a stub by design; the user's comes with the help issue.
import { Alert } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { PageHeader } from '../../components/page-header'
import { PlaceholderPage } from '../../components/placeholder-page'

export function UserHelpPage() {
  return <PlaceholderPage title="Bantuan Pengguna" />
}

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

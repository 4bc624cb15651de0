// Pengaturan (docs/product.md §10.11, §11.1): the PPN rows with their effective day (Tambah; rows not
// yet in effect can be changed or deleted) and each branch's price settings (Ubah).
import { Center, Loader, Stack } from '@mantine/core'
import { useState } from 'react'
import type { BranchSettings, TaxSetting } from '#common/settings.ts'
import { ErrorMessage } from '#web/components/list-states.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { useSettings } from '#web/features/admin/api/get-settings.ts'
import { BranchSettingsModal } from '#web/features/admin/components/branch-settings-modal.tsx'
import { BranchSettingsSection } from '#web/features/admin/components/branch-settings-section.tsx'
import { TaxDeleteModal } from '#web/features/admin/components/tax-delete-modal.tsx'
import { TaxFormModal } from '#web/features/admin/components/tax-form-modal.tsx'
import { TaxSettingsSection } from '#web/features/admin/components/tax-settings-section.tsx'
import { SETTINGS_UI } from '#web/features/admin/logic/settings-messages.ts'

export function SettingsPage() {
  const query = useSettings()
  const [taxForm, setTaxForm] = useState<TaxSetting | 'new' | null>(null)
  const [deleting, setDeleting] = useState<TaxSetting | null>(null)
  const [branch, setBranch] = useState<BranchSettings | null>(null)
  const data = query.data

  let content = (
    <Center py="xl">
      <Loader aria-label={SETTINGS_UI.title} />
    </Center>
  )
  if (data) {
    content = (
      <Stack gap="xl">
        <TaxSettingsSection rows={data.tax} onAdd={() => setTaxForm('new')} onEdit={setTaxForm} onDelete={setDeleting} />
        <BranchSettingsSection branches={data.branches} onEdit={setBranch} />
      </Stack>
    )
  } else if (query.isError) {
    content = <ErrorMessage text={SETTINGS_UI.loadFailed} onRetry={() => void query.refetch()} />
  }

  return (
    <Stack gap="xs">
      <PageHeader title={SETTINGS_UI.title} />
      {content}
      <TaxFormModal
        target={taxForm}
        inEffect={data?.tax.find((row) => row.in_effect)}
        today={data?.today ?? ''}
        onClose={() => setTaxForm(null)}
      />
      <TaxDeleteModal row={deleting} onClose={() => setDeleting(null)} />
      <BranchSettingsModal branch={branch} onClose={() => setBranch(null)} />
    </Stack>
  )
}

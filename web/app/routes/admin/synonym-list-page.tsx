// Sinonim (docs/product.md §14.2): the workshops' terms and the catalogue's phrases each means, 50 a
// page in alphabetical order, searched by a word of either; head office adds one, changes it
// (its phrases, or the term itself) and deletes it after a question. The search and the page stay
// in the address.
import { Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import type { Synonym } from '#common/synonyms.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { useSynonyms } from '#web/features/synonyms/api/get-synonyms.ts'
import { SynonymDeleteModal } from '#web/features/synonyms/components/synonym-delete-modal.tsx'
import { SynonymFormModal } from '#web/features/synonyms/components/synonym-form-modal.tsx'
import { SynonymList } from '#web/features/synonyms/components/synonym-list.tsx'
import { SynonymPager } from '#web/features/synonyms/components/synonym-pager.tsx'
import { SynonymToolbar } from '#web/features/synonyms/components/synonym-toolbar.tsx'
import { useListAddress } from '#web/features/synonyms/hooks/use-list-address.ts'
import { pageCount } from '#web/features/synonyms/logic/list-address.ts'
import { SYNONYM_UI } from '#web/features/synonyms/logic/messages.ts'

export function SynonymListPage() {
  const list = useListAddress()
  const query = useSynonyms(list.params)
  const [form, setForm] = useState<Synonym | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Synonym | null>(null)
  const total = query.data?.total
  const { page } = list.address
  const { movePage } = list
  // a page pressed below 50 rows: the new page is read from its top
  const turnPage = (next: number) => {
    list.setPage(next)
    window.scrollTo({ top: 0 })
  }

  // past the last page (its last term deleted, an old link): the last page there is
  useEffect(() => {
    if (total !== undefined && !query.isPlaceholderData && page > pageCount(total)) movePage(pageCount(total))
  }, [total, page, query.isPlaceholderData, movePage])

  return (
    <Stack gap="xs">
      <PageHeader title={SYNONYM_UI.title} />
      <Text size="sm" c="dimmed" mt={-8}>
        {SYNONYM_UI.intro}
      </Text>
      <SynonymToolbar {...list.search} onAdd={() => setForm('new')} />
      <SynonymList
        rows={query.data?.items}
        loading={query.isPending}
        error={query.isError && !query.data ? query.error : null}
        searching={list.params.q !== undefined}
        onRetry={() => void query.refetch()}
        onEdit={setForm}
        onDelete={setDeleting}
      />
      {total !== undefined && total > 0 && <SynonymPager page={page} total={total} onPage={turnPage} />}
      <SynonymFormModal target={form} onClose={() => setForm(null)} />
      <SynonymDeleteModal synonym={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  )
}

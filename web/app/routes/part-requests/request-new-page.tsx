// 'Tanya Part ke Cabang' at /user/tanya-part/baru: what the catalogue's search held (?q=) becomes
// what is needed; sent, the request's own page opens.
import { Stack, Text } from '@mantine/core'
import { useNavigate, useSearchParams } from 'react-router'
import { PART_REQUEST_TEXT } from '#common/part-requests.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { RequestForm } from '#web/features/part-requests/components/request-form.tsx'
import { REQUEST_UI } from '#web/features/part-requests/logic/messages.ts'
import { partRequestPaths } from './paths'

export function RequestNewPage() {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const need = (search.get('q') ?? '').slice(0, 300)
  return (
    <Stack gap="md">
      <PageHeader title={PART_REQUEST_TEXT.newTitle} />
      <Text size="sm" c="dimmed" mt={-12}>
        {REQUEST_UI.userIntro}
      </Text>
      <RequestForm need={need} onSent={(id) => navigate(partRequestPaths.detail('user', id), { replace: true })} />
    </Stack>
  )
}

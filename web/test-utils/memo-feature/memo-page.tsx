// The worked example's page: how many order changes the branch's staff have seen, from
// GET /api/seller/memo (server/test/memo-feature).
import { Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { api } from '#web/api/client.ts'

export function MemoPage() {
  const memo = useQuery({
    queryKey: ['memo'],
    queryFn: ({ signal }) => api.get<{ changes_seen: number }>('/seller/memo', { signal }),
  })
  return (
    <Stack>
      <Title order={1}>Memo Cabang</Title>
      {memo.data && <Text>Perubahan pesanan: {memo.data.changes_seen}</Text>}
    </Stack>
  )
}

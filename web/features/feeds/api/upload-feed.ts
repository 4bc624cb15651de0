// POST /api/admin/feeds/{kind} (multipart, the one field 'file'): answers the queued job at once
// (202); a file refused by its content, size, columns or name answers 4xx with its sentence.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FeedJob, FeedKind } from '#common/feeds.ts'
import { apiRequest } from '#web/api/client.ts'
import { feedKeys } from './keys'

function uploadFeed({ kind, file }: { kind: FeedKind; file: File }): Promise<FeedJob> {
  const form = new FormData()
  form.append('file', file, file.name)
  return apiRequest<FeedJob>(`/admin/feeds/${kind}`, { method: 'POST', formData: form })
}

export function useUploadFeed() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: uploadFeed,
    onSuccess: () => void client.invalidateQueries({ queryKey: feedKeys.jobs }),
  })
}

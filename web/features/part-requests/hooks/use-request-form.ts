// The state of 'Tanya Part ke Cabang': the draft, its rules, the photos on their way, and the send,
// one per press; the form's key stays with it, so a press the network answered late is the same
// request on the server. Sent, it hands the new request's id to the page.
import { useRef, useState } from 'react'
import { jakartaDay } from '#common/jakarta-time.ts'
import { createPartRequestSchema, PART_REQUEST_TEXT } from '#common/part-requests.ts'
import { hasTypedText } from '#web/lib/typed-text.ts'
import { useDraftForm } from '#web/lib/use-draft-form.ts'
import { useCreatePartRequest } from '../api/write'
import {
  emptyRequest,
  newClientKey,
  REQUEST_FIELDS,
  type RequestDraft,
  type RequestField,
  requestBody,
  requestErrors,
} from '../logic/request-form'

export function useRequestForm(need: string, onSent: (id: number) => void) {
  const create = useCreatePartRequest()
  const [clientKey] = useState(newClientKey)
  const [uploading, setUploading] = useState(0)
  const sent = useRef<number | null>(null)
  const thisYear = Number(jakartaDay(new Date()).slice(0, 4))
  const form = useDraftForm<RequestDraft, RequestField>({
    initial: () => emptyRequest(need),
    fields: REQUEST_FIELDS,
    rules: (draft) => requestErrors(draft, thisYear),
    onDone: () => {
      if (sent.current !== null) onSent(sent.current)
    },
  })
  const { draft } = form.fields

  function send(): Promise<string> {
    const body = createPartRequestSchema.parse(requestBody(draft, clientKey))
    return create.mutateAsync(body).then((request) => {
      sent.current = request.id
      return PART_REQUEST_TEXT.sent
    })
  }

  return {
    ...form.fields,
    uploading: uploading > 0,
    onUploading: (change: 1 | -1) => setUploading((n) => n + change),
    canSend: form.ready && uploading === 0,
    send: () => form.submit(send),
    unsaved: sent.current === null && (hasTypedText(draft, emptyRequest(need)) || draft.photo_ids.length > 0),
  }
}

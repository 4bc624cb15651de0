// Staff's answer (product.md §14.4): parts found in the catalogue, each with a quantity and a note,
// and a message; 'Kirim Jawaban' sends them with the version of the request on screen (another
// clerk's answer in between is refused and the page reads the request again). 'Tutup Permintaan'
// ends it.
import { ActionIcon, Alert, Button, Card, Group, NumberInput, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconSend, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { QTY_MAX } from '#common/cart-rules.ts'
import { ANSWER_LINES_MAX, LINE_NOTE_MAX, MESSAGE_MAX, type PartRequest, PART_REQUEST_TEXT as T } from '#common/part-requests.ts'
import { useLeaveGuard } from '#web/lib/use-leave-guard.ts'
import { useAnswerPartRequest, useClosePartRequest } from '../api/write'
import { useRequestAction } from '../hooks/use-request-action'
import {
  type AnswerDraft,
  answerBody,
  canSendAnswer,
  type DraftLine,
  EMPTY_ANSWER,
  withLine,
  withoutPart,
  withPart,
} from '../logic/answer-draft'
import { REQUEST_UI } from '../logic/messages'
import { CloseButton } from './close-button'
import { PartFinder } from './part-finder'

/** Closed: said in a toast, the page shows the request as it ended. */
const closed = (call: Promise<unknown>) => call.then(() => notifications.show({ color: 'green', message: T.closed }))

const LEAVE_QUESTION = 'Jawaban belum dikirim. Tinggalkan halaman ini?'

function LineFields({
  line,
  onChange,
  onRemove,
}: {
  line: DraftLine
  onChange: (c: Partial<DraftLine>) => void
  onRemove: () => void
}) {
  return (
    <Card withBorder padding="xs" radius="sm" role="listitem" data-part-no={line.part_no}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={700}>
              {line.part_no}
            </Text>
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {line.name}
            </Text>
          </Stack>
          <ActionIcon variant="subtle" color="red" aria-label={REQUEST_UI.removeLine(line.part_no)} onClick={onRemove}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <NumberInput
            aria-label={REQUEST_UI.lineQty(line.part_no)}
            w={96}
            min={1}
            max={QTY_MAX}
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            value={line.qty}
            onChange={(v) => onChange({ qty: typeof v === 'number' ? v : '' })}
          />
          <TextInput
            aria-label={REQUEST_UI.lineNote(line.part_no)}
            placeholder={REQUEST_UI.notePlaceholder}
            maxLength={LINE_NOTE_MAX}
            style={{ flexGrow: 1 }}
            value={line.note}
            onChange={(e) => onChange({ note: e.currentTarget.value })}
          />
        </Group>
      </Stack>
    </Card>
  )
}

export function AnswerForm({ request }: { request: PartRequest }) {
  const [draft, setDraft] = useState<AnswerDraft>(EMPTY_ANSWER)
  const action = useRequestAction(request.id)
  const answer = useAnswerPartRequest(request.id)
  const close = useClosePartRequest(request.id)
  const touched = draft.lines.length > 0 || draft.message.trim() !== ''
  useLeaveGuard(touched, LEAVE_QUESTION)
  const change = (next: AnswerDraft) => {
    action.clear()
    setDraft(next)
  }
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {T.answer}
        </Title>
        <PartFinder
          picked={draft.lines.map((l) => l.part_no)}
          full={draft.lines.length >= ANSWER_LINES_MAX}
          onPick={(part) => change(withPart(draft, part, request.qty))}
        />
        {draft.lines.length > 0 ? (
          <Stack gap="xs" role="list" aria-label={REQUEST_UI.answerLines}>
            {draft.lines.map((line) => (
              <LineFields
                key={line.part_no}
                line={line}
                onChange={(c) => change(withLine(draft, line.part_no, c))}
                onRemove={() => change(withoutPart(draft, line.part_no))}
              />
            ))}
          </Stack>
        ) : null}
        <Textarea
          label={T.message}
          placeholder={REQUEST_UI.messagePlaceholder}
          rows={2}
          maxLength={MESSAGE_MAX}
          value={draft.message}
          onChange={(e) => change({ ...draft, message: e.currentTarget.value })}
        />
        {action.failure ? (
          <Alert color="red" role="alert">
            {action.failure}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={!canSendAnswer(draft)}
            loading={action.busy && answer.isPending}
            onClick={() =>
              void action.run(async () => {
                await answer.mutateAsync(answerBody(draft, request.version))
                setDraft(EMPTY_ANSWER)
                notifications.show({ color: 'green', message: T.answered })
              })
            }
          >
            {T.answer}
          </Button>
          {request.can_close ? (
            <CloseButton
              disabled={action.busy}
              onClose={() => void action.run(() => closed(close.mutateAsync(request.version)))}
            />
          ) : null}
        </Group>
      </Stack>
    </Card>
  )
}

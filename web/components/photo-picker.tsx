// Photos chosen while a form is filled in (a discrepancy's, a 'Tanya Part' request's): each file is
// checked as the browser describes it, then uploaded at once (one per request) and shown as the
// server keeps it; a refusal (not a picture, over 2 MB) is said under the photos in the server's
// words. Removing one only leaves it unnamed by the form.
import { ActionIcon, Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core'
import { IconCamera, IconX } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { checkPhotoFile, PHOTO_TYPES } from '#common/account-rules.ts'
import { callFailure } from '#web/lib/call-failure.ts'
import { PhotoThumb, THUMB_PX } from './photo-thumbs'

export interface PhotoPickerText {
  /** the field's label ('Foto (maks 3)') */
  label: string
  /** what a file over the size is told */
  size: string
  add: string
  hint: string
  uploading: string
  alt: (n: number) => string
  remove: (n: number) => string
}

interface PhotoPickerProps {
  text: PhotoPickerText
  /** what a screen reader hears the group and its buttons named for ('MZ690001'), if more than the label */
  subject?: string
  max: number
  photos: readonly string[]
  srcOf: (id: string) => string
  /** the upload: one file, answered with the photo's id */
  upload: { mutateAsync: (file: File) => Promise<{ id: string }>; isPending: boolean }
  /** the schema's sentence of the photos, if any */
  error?: string
  onAdd: (id: string) => void
  onRemove: (id: string) => void
  /** +1 when an upload leaves, -1 when it is answered: the form waits for them before it is sent */
  onUploading: (change: 1 | -1) => void
}

export function PhotoPicker(props: PhotoPickerProps) {
  const { text, subject, photos, upload } = props
  const [problem, setProblem] = useState<string | null>(null)
  const resetRef = useRef<() => void>(null)
  const full = photos.length >= props.max
  const named = (words: string) => (subject ? `${words} ${subject}` : words)

  async function pick(file: File | null) {
    // the same file may be chosen again after a refusal
    resetRef.current?.()
    if (!file) return
    const checked = checkPhotoFile(file, text.size)
    setProblem(checked.ok ? null : checked.message)
    if (!checked.ok) return
    props.onUploading(1)
    try {
      props.onAdd((await upload.mutateAsync(file)).id)
    } catch (refused) {
      setProblem(callFailure(refused).message)
    } finally {
      props.onUploading(-1)
    }
  }

  const said = problem ?? props.error
  return (
    <Stack gap={6} role="group" aria-label={named(text.label)}>
      <Text size="sm" fw={500}>
        {text.label}
      </Text>
      <Group gap="xs" wrap="wrap" align="center">
        {photos.map((id, i) => (
          <div key={id} style={{ position: 'relative', lineHeight: 0 }}>
            <PhotoThumb src={props.srcOf(id)} alt={text.alt(i + 1)} />
            <ActionIcon
              size="sm"
              radius="xl"
              color="red"
              variant="filled"
              aria-label={named(text.remove(i + 1))}
              onClick={() => props.onRemove(id)}
              style={{ position: 'absolute', top: -6, right: -6 }}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          </div>
        ))}
        {upload.isPending ? (
          <Group w={THUMB_PX} h={THUMB_PX} justify="center" role="status" aria-label={text.uploading}>
            <Loader size="sm" />
          </Group>
        ) : null}
        {full ? null : (
          <FileButton onChange={(file) => void pick(file)} accept={PHOTO_TYPES.join(',')} resetRef={resetRef}>
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="default"
                size="sm"
                leftSection={<IconCamera size={16} aria-hidden />}
                disabled={upload.isPending}
                aria-label={named(text.add)}
              >
                {text.add}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {text.hint}
      </Text>
      {said ? (
        <Text size="sm" c="red.8" role="alert">
          {said}
        </Text>
      ) : null}
    </Stack>
  )
}

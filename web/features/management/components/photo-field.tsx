// The new account's photo (product.md §2.13, §5.5): JPG/PNG/WebP up to 2 MB, judged on pick, previewed.
import { Avatar, Button, Card, FileButton, Group, Image, Stack, Text } from '@mantine/core'
import { IconPhoto, IconTrash } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { PHOTO_TYPES } from '#common/account-rules.ts'
import type { UserForm } from '../hooks/use-user-form'

export function PhotoField({ form }: { form: UserForm }) {
  const { photo } = form
  // lets the same file be picked again after it was removed
  const resetRef = useRef<() => void>(null)
  const error = form.errorOf('image')
  // removed here, refused, or the form reset after a save: the input forgets its file too
  useEffect(() => {
    if (!photo.file) resetRef.current?.()
  }, [photo.file])

  return (
    <Card withBorder padding="md">
      <Stack gap="xs" align="center">
        <Text fw={700} style={{ alignSelf: 'flex-start' }}>
          Foto Profil
        </Text>
        {photo.previewUrl ? (
          <Image src={photo.previewUrl} alt="Pratinjau foto" w={120} h={120} radius={120} fit="cover" />
        ) : (
          <Avatar size={120} radius={120} aria-hidden>
            <IconPhoto size={40} />
          </Avatar>
        )}
        {photo.file && (
          <Text size="xs" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
            {photo.file.name}
          </Text>
        )}
        <Group gap="xs" justify="center">
          <FileButton
            onChange={photo.pick}
            accept={PHOTO_TYPES.join(',')}
            resetRef={resetRef}
            inputProps={{ 'aria-label': 'Foto profil' }}
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPhoto size={16} aria-hidden />}>
                Pilih Foto
              </Button>
            )}
          </FileButton>
          {photo.file && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={photo.clear}>
              Hapus
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed" ta="center">
          JPG, PNG atau WebP, maks 2 MB (opsional)
        </Text>
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  )
}

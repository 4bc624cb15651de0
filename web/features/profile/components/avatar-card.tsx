import { Avatar, Badge, Button, Card, FileButton, Group, Stack, Text } from '@mantine/core'
import { IconCamera, IconKey, IconLogout } from '@tabler/icons-react'
import { ACCOUNT_TEXT, checkPhotoFile, PHOTO_TYPES } from '#common/account-rules.ts'
import type { Profile } from '#common/profile.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useUploadPhoto } from '../api/upload-photo'
import { PROFILE_TEXT } from '../logic/messages'
import { fullName, initials, roleText } from '../logic/view'
import { profileFailureToast, profileToast } from './profile-toast'

interface AvatarCardProps {
  profile: Profile
  onChangePassword: () => void
  onLogout: () => void
}

/** The photo, who this is, and the account's actions (product.md §2.14). */
export function AvatarCard({ profile, onChangePassword, onLogout }: AvatarCardProps) {
  const upload = useUploadPhoto()
  // one upload at a time: a file picked while one is still out would race it for the photo
  const guard = useSingleFlight()

  const pick = (file: File | null) => {
    if (!file) return
    const checked = checkPhotoFile(file, ACCOUNT_TEXT.profilePhotoSize)
    if (!checked.ok) {
      profileToast('red', checked.message)
      return
    }
    void guard.run(async () => {
      try {
        const saved = await upload.mutateAsync(file)
        if (saved.avatar_url) profileToast('green', PROFILE_TEXT.photoSaved)
        else profileToast('yellow', PROFILE_TEXT.photoNoUrl)
      } catch (error) {
        profileFailureToast(error, PROFILE_TEXT.photoFailed)
      }
    })
  }

  return (
    <Card withBorder padding="lg">
      <Stack align="center" gap="xs">
        <Avatar
          src={profile.avatar_url}
          size={120}
          radius={120}
          alt={`Foto ${fullName(profile) || profile.username}`}
          color="blue"
        >
          {initials(profile)}
        </Avatar>
        <Text fw={700} size="lg" ta="center">
          {fullName(profile) || profile.username}
        </Text>
        <Text c="dimmed" size="sm">
          @{profile.username}
        </Text>
        <Badge variant="light">{roleText(profile)}</Badge>
        <FileButton onChange={pick} accept={PHOTO_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconCamera size={16} aria-hidden />}
              loading={upload.isPending}
              fullWidth
            >
              Ganti Foto
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" ta="center">
          JPG, PNG atau WebP, maks 2 MB
        </Text>
        <Group grow w="100%" mt="sm">
          <Button variant="light" leftSection={<IconKey size={16} aria-hidden />} onClick={onChangePassword}>
            {PROFILE_TEXT.changePassword}
          </Button>
        </Group>
        <Button variant="subtle" color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout} fullWidth>
          {PROFILE_TEXT.logout}
        </Button>
      </Stack>
    </Card>
  )
}

import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { ACCOUNT_TEXT, checkEmail, checkFirstName, checkLastName, checkMobile } from '#common/account-rules.ts'
import type { Profile } from '#common/profile.ts'
import { useLeaveGuard } from '#web/lib/use-leave-guard.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useSaveBasic } from '../api/save-basic'
import { useSaveEmail } from '../api/save-email'
import { useSaveMobile } from '../api/save-mobile'
import { PROFILE_TEXT } from '../logic/messages'
import { hasUnsavedProfileEdits, LEAVE_UNSAVED_PROFILE } from '../logic/unsaved'
import { joinedText, orDash } from '../logic/view'
import { OnceField } from './once-field'
import { profileFailureToast, profileToast } from './profile-toast'

/**
 * Names (editable), email and mobile (once), and what only staff change (product.md §2.14). Each
 * Simpan answers one press at a time: a double click sends one request and says one thing. Leaving
 * the page with something typed and not saved asks first.
 */
export function AccountInfoForm({ profile }: { profile: Profile }) {
  const [first, setFirst] = useState(profile.first_name)
  const [last, setLast] = useState(profile.last_name)
  const [emailDraft, setEmailDraft] = useState('')
  const [mobileDraft, setMobileDraft] = useState('')
  const basic = useSaveBasic()
  const email = useSaveEmail()
  const mobile = useSaveMobile()
  const guard = useSingleFlight()

  const firstChecked = checkFirstName(first)
  const lastChecked = checkLastName(last)
  const changed = first.trim() !== profile.first_name || last.trim() !== profile.last_name
  const unsaved = hasUnsavedProfileEdits({
    names: { first, last },
    stored: profile,
    onceDrafts: [emailDraft, mobileDraft],
  })
  useLeaveGuard(unsaved, LEAVE_UNSAVED_PROFILE)

  const saveNames = () => {
    if (!firstChecked.ok || !lastChecked.ok) return
    const body = { first_name: firstChecked.value, last_name: lastChecked.value }
    void guard.run(async () => {
      try {
        const saved = await basic.mutateAsync(body)
        setFirst(saved.first_name)
        setLast(saved.last_name)
        profileToast('green', PROFILE_TEXT.saved)
      } catch (error) {
        profileFailureToast(error, PROFILE_TEXT.saveFailed)
      }
    })
  }

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {PROFILE_TEXT.accountInfo}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Nama Depan"
            value={first}
            maxLength={30}
            error={first !== profile.first_name && !firstChecked.ok ? firstChecked.message : null}
            onChange={(e) => setFirst(e.currentTarget.value)}
          />
          <TextInput
            label="Nama Belakang"
            value={last}
            maxLength={30}
            error={last !== profile.last_name && !lastChecked.ok ? lastChecked.message : null}
            onChange={(e) => setLast(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={saveNames} disabled={!changed || !firstChecked.ok || !lastChecked.ok} loading={basic.isPending}>
            Simpan Nama
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <OnceField
            label="Email"
            value={profile.email}
            placeholder="nama@contoh.com"
            inputMode="email"
            check={checkEmail}
            draft={emailDraft}
            onDraft={setEmailDraft}
            save={(value) => email.mutateAsync({ email: value })}
            saving={email.isPending}
          />
          <OnceField
            label="No. HP"
            value={profile.mobile}
            placeholder="08…"
            inputMode="tel"
            check={(raw) => checkMobile(raw, ACCOUNT_TEXT.profileMobile)}
            draft={mobileDraft}
            onDraft={setMobileDraft}
            save={(value) => mobile.mutateAsync({ mobile: value })}
            saving={mobile.isPending}
          />
          <TextInput label="Username" value={profile.username} readOnly />
          <TextInput label="Toko Terdaftar" value={orDash(profile.store_name)} readOnly />
          <TextInput label="Dealer" value={orDash(profile.dealer_name)} readOnly />
          <TextInput label="Bergabung" value={joinedText(profile)} readOnly />
        </SimpleGrid>
      </Stack>
    </Card>
  )
}

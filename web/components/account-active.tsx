// Deactivate or reactivate an account from its detail (management's users, head office's staff).
// Deactivating asks first: it locks someone out. Each feature passes its own two calls, its
// sentences and how a failure reads. The calls come as hooks: each button owns its call's state,
// as a fresh confirmation starts without the last one's failure. A double click sends one call:
// the second would meet the account already changed and say a failure beside the success.
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconUserCheck, IconUserOff } from '@tabler/icons-react'
import { useState } from 'react'
import { TOAST_MS } from '../lib/toast-timing'
import { useSingleFlight } from '../lib/use-single-flight'

/** A call on one account by its id (the feature's mutation); a failure shows from `error`. */
export interface AccountCall {
  mutateAsync: (id: number) => Promise<unknown>
  isPending: boolean
  error: unknown
  reset: () => void
}

export interface ActiveTexts {
  deactivate: string
  reactivate: string
  confirmYes: string
  cancel: string
  confirmQuestion: (username: string) => string
  deactivated: (username: string) => string
  reactivated: (username: string) => string
}

/** What a feature brings: its two calls, its sentences, how its failures read. */
export interface AccountActiveCalls {
  useDeactivate: () => AccountCall
  useReactivate: () => AccountCall
  texts: ActiveTexts
  failureMessage: (error: unknown) => string
}

interface AccountActiveProps extends AccountActiveCalls {
  account: { id: number; username: string; active: boolean }
}

const done = (message: string) => notifications.show({ color: 'green', message, autoClose: TOAST_MS.success })

/** One call per press while it is out; `then` follows a success, a failure shows from the call's `error`. */
function usePress(call: AccountCall) {
  const guard = useSingleFlight()
  return (id: number, then: () => void) =>
    void guard.run(async () => {
      try {
        await call.mutateAsync(id)
      } catch {
        return
      }
      then()
    })
}

function Failure({ error, failureMessage }: { error: unknown; failureMessage: (error: unknown) => string }) {
  if (!error) return null
  return (
    <Alert color="red" role="alert" py="xs">
      {failureMessage(error)}
    </Alert>
  )
}

function Reactivate({ account, useReactivate, texts, failureMessage }: Omit<AccountActiveProps, 'useDeactivate'>) {
  const reactivate = useReactivate()
  const press = usePress(reactivate)
  return (
    <Stack gap="xs">
      <Failure error={reactivate.error} failureMessage={failureMessage} />
      <Button
        variant="light"
        color="green"
        leftSection={<IconUserCheck size={16} aria-hidden />}
        loading={reactivate.isPending}
        onClick={() => press(account.id, () => done(texts.reactivated(account.username)))}
      >
        {texts.reactivate}
      </Button>
    </Stack>
  )
}

function Deactivate({ account, useDeactivate, texts, failureMessage }: Omit<AccountActiveProps, 'useReactivate'>) {
  const [confirming, setConfirming] = useState(false)
  const deactivate = useDeactivate()
  const press = usePress(deactivate)
  if (!confirming) {
    return (
      <Button
        variant="light"
        color="red"
        leftSection={<IconUserOff size={16} aria-hidden />}
        onClick={() => {
          deactivate.reset()
          setConfirming(true)
        }}
      >
        {texts.deactivate}
      </Button>
    )
  }
  const confirm = () =>
    press(account.id, () => {
      done(texts.deactivated(account.username))
      setConfirming(false)
    })
  return (
    <Stack gap="xs" role="group" aria-label="Konfirmasi nonaktifkan">
      <Failure error={deactivate.error} failureMessage={failureMessage} />
      <Text size="sm">{texts.confirmQuestion(account.username)}</Text>
      <Group gap="xs" justify="flex-end">
        <Button variant="default" onClick={() => setConfirming(false)}>
          {texts.cancel}
        </Button>
        <Button color="red" loading={deactivate.isPending} onClick={confirm}>
          {texts.confirmYes}
        </Button>
      </Group>
    </Stack>
  )
}

export function AccountActive({ useDeactivate, useReactivate, ...rest }: AccountActiveProps) {
  if (rest.account.active) return <Deactivate useDeactivate={useDeactivate} {...rest} />
  return <Reactivate useReactivate={useReactivate} {...rest} />
}

// Management's forms say a refusal that names none of their fields in a red toast.
import { notifications } from '@mantine/notifications'
import { TOAST_MS } from '../logic/messages'

export const showError = (message: string) => notifications.show({ color: 'red', message, autoClose: TOAST_MS.error })

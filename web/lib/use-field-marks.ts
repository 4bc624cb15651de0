// What both forms remember beside their draft: which fields were touched (their rule's sentence
// shows from then on), and the sentences the server gave for fields not edited since.
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { failureText } from '../logic/errors'
import { TOAST_MS } from '../logic/messages'

export interface FieldMarks<F extends string> {
  isTouched: (field: F) => boolean
  touch: (field: F) => void
  /** The server's sentences by field. */
  server: Partial<Record<F, string>>
  /** The field was edited: the server's sentence about it no longer holds. */
  forget: (field: F) => void
  /** A failed save: its sentence beside the field it names when the form shows it, else a toast. */
  refuse: (error: unknown, fallback: (status: number) => string) => void
  clear: () => void
}

export function useFieldMarks<F extends string>(shown: readonly F[]): FieldMarks<F> {
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set())
  const [server, setServer] = useState<Partial<Record<F, string>>>({})
  const touch = (field: F) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)))

  return {
    isTouched: (field) => touched.has(field),
    touch,
    server,
    forget: (field) =>
      setServer((errors) => {
        if (!(field in errors)) return errors
        const rest = { ...errors }
        delete rest[field]
        return rest
      }),
    refuse: (error, fallback) => {
      const { field, message } = failureText(error, fallback)
      const named = shown.find((name) => name === field)
      if (named === undefined) {
        notifications.show({ color: 'red', message, autoClose: TOAST_MS.error })
        return
      }
      setServer((errors) => ({ ...errors, [named]: message }))
      touch(named)
    },
    clear: () => {
      setTouched(new Set())
      setServer({})
    },
  }
}

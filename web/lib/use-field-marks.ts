// What a form remembers beside its draft (Daftar User, Daftar Toko, Tambah Staff, the branch
// form): which fields were touched (their rule's sentence shows from then on), and the sentences
// the server gave for fields not edited since.
import { useState } from 'react'
import type { CallFailure } from './call-failure'

export interface FieldMarks<F extends string> {
  isTouched: (field: F) => boolean
  touch: (field: F) => void
  /** Saving: every rule's sentence shows. */
  touchAll: () => void
  /** The server's sentences by field. */
  server: Partial<Record<F, string>>
  /** The field was edited: the server's sentence about it no longer holds. */
  forget: (field: F) => void
  /** A failed save: its sentence beside the field it names when the form shows it, else `elsewhere` says it. */
  refuse: (failure: CallFailure, elsewhere: (message: string) => void) => void
  clear: () => void
}

export function useFieldMarks<F extends string>(shown: readonly F[]): FieldMarks<F> {
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set())
  const [server, setServer] = useState<Partial<Record<F, string>>>({})
  const touch = (field: F) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)))

  return {
    isTouched: (field) => touched.has(field),
    touch,
    touchAll: () => setTouched(new Set(shown)),
    server,
    forget: (field) =>
      setServer((errors) => {
        if (!(field in errors)) return errors
        const rest = { ...errors }
        delete rest[field]
        return rest
      }),
    refuse: ({ field, message }, elsewhere) => {
      const named = shown.find((name) => name === field)
      if (named === undefined) {
        elsewhere(message)
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

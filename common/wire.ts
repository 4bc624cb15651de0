import { z } from 'zod'

// What every call's schema says of a text it takes: a cap, and no NUL byte (PostgreSQL refuses
// one in text, and no field of the portal means it).

/** A string of at most `max` characters, never holding a NUL; `tooLong` is the message over the cap. */
export const wireText = (max: number, tooLong?: string) =>
  z
    .string()
    .max(max, tooLong)
    .refine((s) => !s.includes('\u0000'), 'Karakter tidak valid')

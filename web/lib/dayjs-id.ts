// Dates in the kit's pickers as the rest of the portal writes them, whatever the browser's own
// language: dayjs's Indonesian locale with the portal's short month names ('Agu', not dayjs's
// 'Agt'), registered under 'id' for the DatesProvider of every date field. Imported by the date
// fields' own chunks, not the app's entry.
import 'dayjs/locale/id'
import dayjs from 'dayjs'
import { MONTHS_SHORT } from '#common/format.ts'

export const DATES_LOCALE = 'id'

const indonesian = dayjs.Ls[DATES_LOCALE]
dayjs.locale({ ...indonesian, name: DATES_LOCALE, monthsShort: [...MONTHS_SHORT] }, undefined, true)

/** Settings for Mantine's DatesProvider: Indonesian names, weeks from Monday. */
export const DATES_SETTINGS = { locale: DATES_LOCALE, firstDayOfWeek: 1 } as const

import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core'

// One brand colour: a deep dealer blue. Red stays free to mean "error".
const dipoBlue: MantineColorsTuple = [
  '#edf2fc',
  '#d7e1f5',
  '#abc0ea',
  '#7d9ddf',
  '#5780d6',
  '#3f6dd0',
  '#3263ce',
  '#2553b6',
  '#1c48a3',
  '#103c90',
]

const systemFont = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif'

/** The app bar's height (web/components/app-notifications.module.css keeps toasts below it). */
export const HEADER_HEIGHT = 56
/** Phones: below Mantine's 'sm' breakpoint. */
export const PHONE_MEDIA_QUERY = '(max-width: 47.99em)'

export const theme = createTheme({
  primaryColor: 'dipo',
  primaryShade: 8,
  colors: { dipo: dipoBlue },
  fontFamily: systemFont,
  headings: { fontFamily: systemFont },
  defaultRadius: 'md',
  cursorType: 'pointer',
})

/** Mantine's 'dimmed' grey (gray.6) is 3.3:1 on white; hints and taglines need AA contrast (≥ 4.5:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
})

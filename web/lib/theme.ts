import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, darken, type MantineColorsTuple } from '@mantine/core'

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
  // every dialog's, drawer's and toast's close button says what it does (the kit's is an unnamed
  // ×), and a password's eye speaks Indonesian (the kit's says 'Toggle password visibility'); plain
  // objects rather than Modal.extend, so the entry does not carry the dialogs' code
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Tutup' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Tutup' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Tutup notifikasi' } } },
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Tampilkan atau sembunyikan password' } },
    },
  },
})

/**
 * How much darker than its shade 8 a colour's filled background must be for white text to reach
 * AA (≥ 4.5:1): green, teal, orange and yellow at shade 8 are 2.4–4.0:1.
 */
const FILLED_DARKEN: Record<string, number> = {
  red: 0.05,
  cyan: 0.05,
  teal: 0.1,
  green: 0.15,
  orange: 0.15,
  lime: 0.25,
  yellow: 0.3,
}

/**
 * Mantine's coloured text (c="teal", light and outline variants: badges, status labels, links in
 * a colour) is its shade 6–9, 2.7–4.3:1 on white or on the light variant's tint: below AA for the
 * small print of badges and hints. Each colour's text is its shade 9 darkened by 30 % (5–11:1 on
 * white and on its tint), and each filled background dark enough for white text.
 */
function accessibleColours(): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const [name, shades] of Object.entries({ ...DEFAULT_THEME.colors, dipo: dipoBlue })) {
    const text = darken(shades[9], 0.3)
    vars[`--mantine-color-${name}-text`] = text
    vars[`--mantine-color-${name}-light-color`] = text
    vars[`--mantine-color-${name}-outline`] = text
    const darker = FILLED_DARKEN[name]
    if (darker) {
      vars[`--mantine-color-${name}-filled`] = darken(shades[8], darker)
      vars[`--mantine-color-${name}-filled-hover`] = darken(shades[9], darker + 0.1)
    }
  }
  return vars
}

/** Mantine's 'dimmed' grey (gray.6) is 3.3:1 on white; hints and taglines need AA contrast (≥ 4.5:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // gray.5 placeholders are 2.1:1; a picker shows its placeholder as a button's text
    '--mantine-color-placeholder': '#6c757d',
    // a field's error sentence (red.6) is 3.3:1 on white: the red of coloured text instead
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    ...accessibleColours(),
  },
  dark: {},
})

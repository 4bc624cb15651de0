// The UI kit's Tooltip as a module of its own, so that LazyTooltip can load it (with its
// positioning code) after the first screen.
export { Tooltip } from '@mantine/core'

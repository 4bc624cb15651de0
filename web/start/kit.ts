// The app's third stage (web/start.ts): the UI kit's provider and the query cache.
export { MantineProvider } from '@mantine/core'
export { QueryClient } from '@tanstack/react-query'

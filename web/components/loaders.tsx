import { Center, Loader, Skeleton, Stack } from '@mantine/core'

/** While the session loads or a layout chunk arrives: never a blank page. */
export function FullPageLoader() {
  return (
    <Center mih="100dvh" role="status" aria-label="Memuat…">
      <Loader />
    </Center>
  )
}

/** While a page's code arrives inside an already visible layout. */
export function PageSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Memuat…">
      <Skeleton height={32} width="40%" />
      <Skeleton height={16} />
      <Skeleton height={16} width="85%" />
      <Skeleton height={160} />
    </Stack>
  )
}

import { Alert, Button, EmptyState, Paper, Skeleton, Stack } from '@mantine/core'
import { IconAlertTriangle, IconShoppingCart } from '@tabler/icons-react'
import { Link } from 'react-router'
import { paths } from '#web/lib/paths.ts'
import { EMPTY_HINT, EMPTY_TITLE, LOAD_ERROR, RETRY, START_SHOPPING } from '../logic/messages'

export function EmptyCart() {
  return (
    <Paper withBorder p="xl">
      <EmptyState icon={<IconShoppingCart size={36} aria-hidden />} variant="light" title={EMPTY_TITLE} description={EMPTY_HINT}>
        <EmptyState.Actions>
          <Button component={Link} to={paths.catalogue('user')}>
            {START_SHOPPING}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  )
}

export function CartSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Memuat keranjang…">
      <Skeleton height={28} width="50%" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={132} radius="md" />
      ))}
      <Skeleton height={96} radius="md" />
    </Stack>
  )
}

export function CartLoadError({ detail, onRetry }: { detail: string; onRetry(): void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={LOAD_ERROR}>
      <Stack gap="xs" align="flex-start">
        {detail && <span>{detail}</span>}
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {RETRY}
        </Button>
      </Stack>
    </Alert>
  )
}

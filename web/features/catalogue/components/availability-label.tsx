import { Group, Text } from '@mantine/core'
import { IconCircleCheckFilled, IconCircleX } from '@tabler/icons-react'

/** Stock in the buyer's branch: words and an icon, never colour alone (WCAG 1.4.1; product.md §2.6). */
export function AvailabilityLabel({ available, size = 'xs' }: { available: boolean; size?: 'xs' | 'sm' }) {
  const iconSize = size === 'xs' ? 14 : 18
  return (
    <Group gap={4} wrap="nowrap" c={available ? 'teal' : 'gray.7'}>
      {available ? <IconCircleCheckFilled size={iconSize} aria-hidden /> : <IconCircleX size={iconSize} aria-hidden />}
      <Text size={size} fw={600} c="inherit">
        {available ? 'Stok ada' : 'Stok kosong'}
      </Text>
    </Group>
  )
}

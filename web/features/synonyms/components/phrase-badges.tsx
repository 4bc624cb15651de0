// A term's phrases as badges, side by side and onto as many lines as they need. The kit's badge
// is one line cut with an ellipsis; a phrase of one 40-letter word must still show whole on a
// 360 px phone, so the badge wraps its words and breaks a word longer than the line.
import { Badge, Group } from '@mantine/core'

const WRAPPING = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', overflowWrap: 'anywhere' },
} as const

export function PhraseBadges({ phrases }: { phrases: readonly string[] }) {
  return (
    <Group gap={4} wrap="wrap">
      {phrases.map((phrase) => (
        <Badge key={phrase} variant="light" color="blue" size="sm" radius="sm" tt="none" styles={WRAPPING}>
          {phrase}
        </Badge>
      ))}
    </Group>
  )
}

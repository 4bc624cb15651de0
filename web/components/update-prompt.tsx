import { Button, Group, Paper, Text } from '@mantine/core'
import classes from './app-status.module.css'

export const UPDATE_TEXT = 'Versi baru tersedia'
export const RELOAD_TEXT = 'Muat ulang'
/** The prompt itself: says a new version is waiting and reloads into it on one tap. */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  return (
    <Paper className={classes.update} shadow="md" withBorder p="sm" role="alert">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={600}>
          {UPDATE_TEXT}
        </Text>
        <Button size="xs" onClick={onReload}>
          {RELOAD_TEXT}
        </Button>
      </Group>
    </Paper>
  )
}

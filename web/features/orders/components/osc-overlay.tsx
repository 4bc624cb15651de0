// 'Memuat Data Ketersediaan (OSC)' over the lines; after 15 s it offers to go on without stock.
import { Button, Center, Loader, Overlay, Paper, Stack, Text } from '@mantine/core'
import { OSC_LOADING, OSC_SKIP } from '../logic/detail-messages'

export function OscOverlay({ visible, slow, onSkip }: { visible: boolean; slow: boolean; onSkip(): void }) {
  if (!visible) return null
  // near the top of the lines, where the eye is, however long the order
  return (
    <Overlay color="#fff" backgroundOpacity={0.75} blur={1} zIndex={150} radius="md">
      <Center pt={48}>
        <Paper withBorder shadow="md" p="lg" radius="md" role="status" aria-live="polite">
          <Stack align="center" gap="sm">
            <Loader />
            <Text fw={700}>{OSC_LOADING}</Text>
            {slow ? (
              <Button variant="light" onClick={onSkip}>
                {OSC_SKIP}
              </Button>
            ) : null}
          </Stack>
        </Paper>
      </Center>
    </Overlay>
  )
}

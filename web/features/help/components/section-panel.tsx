// One how-to section's content: its topics beside the section's screenshots (under them on a phone).
import { Grid, List, Stack, Title } from '@mantine/core'
import type { HelpSection } from '../logic/sections'
import { SHOT_SIZE, SHOTS, shotSrc } from '../logic/shots'
import { RichText } from './rich-text'
import { ScreenshotCarousel } from './screenshot-carousel'

export function SectionPanel({ section }: { section: HelpSection }) {
  const slides = section.shots.map((id) => ({ ...SHOTS[id], src: shotSrc(SHOTS[id]) }))
  return (
    <Grid gap={{ base: 'lg', md: 'xl' }}>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          {section.topics.map((topic) => (
            <div key={topic.title}>
              <Title order={3} size="h5" mb={6}>
                {topic.title}
              </Title>
              <List size="sm" spacing={6}>
                {topic.steps.map((step) => (
                  <List.Item key={step}>
                    <RichText text={step} />
                  </List.Item>
                ))}
              </List>
            </div>
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <ScreenshotCarousel
          label={`Tangkapan layar ${section.title}`}
          slides={slides}
          width={SHOT_SIZE.width}
          height={SHOT_SIZE.height}
        />
      </Grid.Col>
    </Grid>
  )
}

import { Accordion, Text } from '@mantine/core'
import { FAQ } from '../logic/faq'
import { RichText } from './rich-text'

// flush with the section's text: a second indent would cost a phone's narrow width
const FLUSH = { control: { paddingInlineStart: 0 }, content: { paddingInline: 0 } }

/** The questions, each opening its own answer; one open at a time keeps a phone screen calm. */
export function FaqList() {
  return (
    <Accordion variant="default" order={3} chevronPosition="right" styles={FLUSH}>
      {FAQ.map((entry, i) => (
        <Accordion.Item key={entry.question} value={`faq-${i + 1}`}>
          <Accordion.Control>
            <Text size="sm" fw={600}>
              {entry.question}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">
              <RichText text={entry.answer} />
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  )
}

import { Code, Text } from '@mantine/core'
import { Fragment } from 'react'
import { parseRichText } from '../logic/rich-text'

/** A help text with its screen labels in bold and things to type in monospace. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseRichText(text).map((segment) => {
        if (segment.kind === 'label') {
          return (
            <Text key={segment.at} span fw={700} inherit>
              {segment.text}
            </Text>
          )
        }
        if (segment.kind === 'code') return <Code key={segment.at}>{segment.text}</Code>
        return <Fragment key={segment.at}>{segment.text}</Fragment>
      })}
    </>
  )
}

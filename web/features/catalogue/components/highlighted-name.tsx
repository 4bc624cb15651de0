// A part's name with the words a name search matched marked (product.md §14.3).
import { highlightName } from '../logic/highlight'
import classes from './highlighted-name.module.css'

/** `words`: the list's highlight words; none (not a name search) shows the name as it is. */
export function HighlightedName({ name, words }: { name: string; words?: readonly string[] }) {
  return highlightName(name, words).map((part, index) =>
    part.marked ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name never move
      <mark key={index} className={classes.mark}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  )
}

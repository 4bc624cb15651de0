// The help's texts mark what a buyer sees on screen, so the screen can set it apart:
// [Lanjut Pesan] is a button, field or tab label; `123*` is something to type. The marks stay
// readable in the source, and '*' inside a search pattern needs no escaping.

export interface Segment {
  kind: 'text' | 'label' | 'code'
  text: string
  /** Where the segment starts in the source: a stable key for rendering. */
  at: number
}

const MARK = /\[([^\]]+)\]|`([^`]+)`/g

/** Plain text, labels and things to type, in order; an unclosed mark stays plain text. */
export function parseRichText(source: string): Segment[] {
  const segments: Segment[] = []
  let at = 0
  for (const match of source.matchAll(MARK)) {
    const index = match.index ?? 0
    if (index > at) segments.push({ kind: 'text', text: source.slice(at, index), at })
    const [kind, text] = match[1] !== undefined ? (['label', match[1]] as const) : (['code', match[2]] as const)
    segments.push({ kind, text, at: index })
    at = index + match[0].length
  }
  if (at < source.length) segments.push({ kind: 'text', text: source.slice(at), at })
  return segments
}

/** The words alone, as a screen reader or a search would take them. */
export function plainText(source: string): string {
  return parseRichText(source)
    .map((s) => s.text)
    .join('')
}

// A form's text input bound to its draft: the value, a change shaped as the field stores it, the
// touch on leaving (its rule's sentence shows from then on) and the sentence to show now.

/** The keys of a draft whose values are text. */
export type TextKeys<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D]

export interface TextForm<D, F> {
  draft: D
  set(key: TextKeys<D>, value: string): void
  touch(field: F): void
  errorOf(field: F): string | undefined
}

const asTyped = (typed: string) => typed

export function bindText<D, F, K extends TextKeys<D> & F>(
  form: TextForm<D, F>,
  key: K,
  shape: (typed: string) => string = asTyped,
) {
  return {
    value: form.draft[key] as string,
    onChange: (event: { currentTarget: { value: string } }) => form.set(key, shape(event.currentTarget.value)),
    onBlur: () => form.touch(key),
    error: form.errorOf(key),
  }
}

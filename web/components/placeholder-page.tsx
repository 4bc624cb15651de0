import { PageHeader } from './page-header'

/** A screen that a later issue fills in: its title and nothing pretend. */
export function PlaceholderPage({ title }: { title: string }) {
  return <PageHeader title={title} />
}

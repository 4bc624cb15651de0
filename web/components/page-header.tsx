import { Title } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'

const APP_NAME = 'DIPO Parts'

/** The page's one h1; also names the browser tab, so tabs of orders can be told apart. */
export function PageHeader({ title }: { title: string }) {
  useDocumentTitle(`${title} · ${APP_NAME}`)
  return (
    <Title order={1} size="h2" mb="md">
      {title}
    </Title>
  )
}

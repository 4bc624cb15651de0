import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'
import { useEffect } from 'react'
import { useRouteError } from 'react-router'
import { RELOAD_TEXT } from '../components/update-prompt'

export const ROUTE_ERROR_TITLE = 'Halaman gagal dimuat'

/**
 * What the router shows when a page's code could not be fetched (no signal, or a new version was
 * deployed meanwhile) or its route failed otherwise: words and a reload, never the router's own
 * developer page. The error goes to the console for whoever looks.
 */
export function RouteError() {
  const error = useRouteError()
  useDocumentTitle(ROUTE_ERROR_TITLE)
  useEffect(() => console.error(error), [error])
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} size="h2">
          {ROUTE_ERROR_TITLE}
        </Title>
        <Text c="dimmed">Periksa koneksi internet, lalu muat ulang halaman.</Text>
        <Button onClick={() => window.location.reload()}>{RELOAD_TEXT}</Button>
      </Stack>
    </Center>
  )
}

import { Anchor, Center, Stack, Text, Title } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'
import { Link } from 'react-router'

const NOT_FOUND_TITLE = 'Halaman tidak ditemukan'

/** Shown without the usual layout (product.md §2.1) for any path the portal does not know. */
export default function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE)
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Text fw={800} size="3rem" c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          {NOT_FOUND_TITLE}
        </Title>
        <Text c="dimmed">Alamat yang Anda buka tidak ada atau sudah dipindahkan.</Text>
        <Anchor component={Link} to="/" fw={600}>
          Kembali ke beranda
        </Anchor>
      </Stack>
    </Center>
  )
}

// The frame of the screens before the portal (Masuk, Pilih Peran, Buat Password Baru): one card
// in the middle of a grey page, the DIPO mark on top, a title and a line under it.
import { Center, Group, Image, Paper, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

export function AuthCard({ maxWidth, children }: { maxWidth: number; children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper component="main" withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={maxWidth}>
        {children}
      </Paper>
    </Center>
  )
}

export function BrandMark() {
  return (
    <Group gap="xs">
      <Image src="/favicon.svg" alt="" w={32} h={32} />
      <Text fw={800} size="lg" c="dipo.9">
        DIPO Parts
      </Text>
    </Group>
  )
}

/** The screen's title (none where the page around it has one) and the dimmed line under it. */
export function AuthHeading({ title, intro }: { title: string | null; intro: string }) {
  return (
    <>
      {title && (
        <Title order={1} size="h2">
          {title}
        </Title>
      )}
      <Text c="dimmed" size="sm">
        {intro}
      </Text>
    </>
  )
}

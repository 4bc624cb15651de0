// 'Buat Pesanan Baru' (product.md §2.9): an order starts from a file or from the catalogue, or
// with a question to the branch ('Tanya Part', §14.4) for a part the workshop cannot name.
import { Anchor, Badge, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconArrowRight, IconBooks, IconDownload, IconFileSpreadsheet, IconMessageQuestion } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageHeader } from '#web/components/page-header.tsx'
import { paths } from '#web/lib/paths.ts'
import { importPaths } from '../imports/paths'

const NEW_ORDER_TITLE = 'Buat Pesanan Baru'

interface ChoiceProps {
  to: string
  icon: ReactNode
  title: string
  description: string
  action: string
  children?: ReactNode
}

/** The whole card is one link: a big target for a thumb on a phone. */
function Choice({ to, icon, title, description, action, children }: ChoiceProps) {
  return (
    // the kit's focus ring: a card shows no focus of its own
    <Card
      component={Link}
      to={to}
      withBorder
      padding="lg"
      radius="md"
      shadow="xs"
      style={{ display: 'flex' }}
      className="mantine-focus-auto"
    >
      <Stack gap="sm" style={{ flexGrow: 1 }}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={2} size="h3">
            {title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {description}
        </Text>
        {children}
        <Group gap={4} c="dipo.8" fw={700}>
          <Text span fw={700} size="sm">
            {action}
          </Text>
          <IconArrowRight size={16} aria-hidden />
        </Group>
      </Stack>
    </Card>
  )
}

export function NewOrderPage() {
  return (
    <Stack gap="md" maw={880}>
      <PageHeader title={NEW_ORDER_TITLE} />
      <Text mt={-12}>Pilih cara membuat pesanan:</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <Choice
          to={importPaths.importOrder}
          icon={<IconFileSpreadsheet size={28} />}
          title="Import File"
          description="Unggah daftar part dan qty dari file Excel atau CSV. Cocok untuk pesanan banyak part sekaligus."
          action="Pilih file"
        >
          <Group gap={6}>
            <Badge variant="light" tt="none">
              .xlsx
            </Badge>
            <Badge variant="light" tt="none">
              .csv
            </Badge>
            <Badge variant="outline" color="gray" tt="none">
              Maks 2 MB
            </Badge>
          </Group>
        </Choice>
        <Choice
          to={paths.catalogue('user')}
          icon={<IconBooks size={28} />}
          title="Katalog"
          description="Cari part di katalog, masukkan ke keranjang, lalu kirim estimasi dari halaman keranjang."
          action="Buka katalog"
        />
        <Choice
          to={paths.askBranch}
          icon={<IconMessageQuestion size={28} />}
          title="Tanya Part"
          description="Tidak tahu nomor part-nya? Kirim model, tahun dan foto kendaraan, cabang mencarikan part yang cocok."
          action="Tanya cabang"
        />
      </SimpleGrid>
      <Paper withBorder p="md" bg="gray.0">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="white" size={32} aria-hidden>
            <IconDownload size={20} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text size="sm">
              Format file: <b>.xlsx</b> atau <b>.csv</b>, ukuran maksimal <b>2 MB</b>.
            </Text>
            <Anchor href={paths.importTemplate} download fw={600} size="sm">
              Unduh template Excel
            </Anchor>
          </Stack>
        </Group>
      </Paper>
    </Stack>
  )
}

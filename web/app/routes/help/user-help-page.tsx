// 'Bantuan Pengguna' (product.md §2.16): the buyer's how-to per area of the portal, then the FAQ, each a
// panel that opens on a tap. Closed panels load none of their screenshots.
import { Accordion, Group, Stack, Text, ThemeIcon } from '@mantine/core'
import {
  IconChartBar,
  IconClipboardList,
  IconMessageQuestion,
  IconPackage,
  IconShoppingCart,
  IconUserCircle,
} from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { PageHeader } from '#web/components/page-header.tsx'
import { FaqList } from '#web/features/help/components/faq-list.tsx'
import { SectionPanel } from '#web/features/help/components/section-panel.tsx'
import { FAQ_SECTION, HOW_TO_SECTIONS, type SectionId } from '#web/features/help/logic/sections.ts'

const ICONS: Record<SectionId, ReactNode> = {
  produk: <IconPackage size={20} />,
  keranjang: <IconShoppingCart size={20} />,
  pesanan: <IconClipboardList size={20} />,
  laporan: <IconChartBar size={20} />,
  profil: <IconUserCircle size={20} />,
  faq: <IconMessageQuestion size={20} />,
}

function SectionControl({ id, title, summary }: { id: SectionId; title: string; summary: string }) {
  return (
    <Accordion.Control>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
          {ICONS[id]}
        </ThemeIcon>
        <div>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
        </div>
      </Group>
    </Accordion.Control>
  )
}

export function UserHelpPage() {
  return (
    <Stack gap="md" maw={960} mx="auto">
      <div>
        <PageHeader title="Bantuan Pengguna" />
        <Text mt={-8}>Panduan singkat memakai portal. Ketuk sebuah bagian untuk membukanya.</Text>
      </div>
      <Accordion multiple variant="separated" order={2} chevronPosition="right">
        {HOW_TO_SECTIONS.map((section) => (
          <Accordion.Item key={section.id} value={section.id}>
            <SectionControl id={section.id} title={section.title} summary={section.summary} />
            <Accordion.Panel>
              <SectionPanel section={section} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
        <Accordion.Item value={FAQ_SECTION.id}>
          <SectionControl id={FAQ_SECTION.id} title={FAQ_SECTION.title} summary={FAQ_SECTION.summary} />
          <Accordion.Panel>
            <FaqList />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Text size="sm" c="dimmed" ta="center">
        Masih ada yang belum jelas? Hubungi staff DIPO cabang Anda.
      </Text>
    </Stack>
  )
}

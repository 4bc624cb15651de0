// A section's screenshots one at a time (product.md §2.16): previous/next buttons, dots, arrow keys
// and swipes. Small and our own: the help needs none of a carousel library's extras.
import { ActionIcon, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconChevronLeft, IconChevronRight, IconPhotoOff } from '@tabler/icons-react'
import { type KeyboardEvent, useState } from 'react'
import { useSwipe } from '../hooks/use-swipe'
import { clampSlide } from '../logic/swipe'
import classes from './screenshot-carousel.module.css'

export interface CarouselSlide {
  src: string
  alt: string
  caption: string
}

interface ScreenshotCarouselProps {
  /** Names the carousel for screen readers, e.g. 'Tangkapan layar Produk'. */
  label: string
  slides: readonly CarouselSlide[]
  /** The pictures' own size: reserves their space before they arrive. */
  width: number
  height: number
}

/** The exact words of product.md §2.16 for a picture that does not load. */
export function failedImageText(alt: string): string {
  return `Gambar gagal dimuat — ${alt}`
}

function Picture({ slide, width, height }: { slide: CarouselSlide; width: number; height: number }) {
  const [failed, setFailed] = useState(false)
  if (failed) {
    return (
      <Stack className={classes.failed} style={{ aspectRatio: `${width} / ${height}` }} gap="xs" align="center" justify="center">
        <IconPhotoOff size={36} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text size="sm" c="dimmed">
          {failedImageText(slide.alt)}
        </Text>
      </Stack>
    )
  }
  return (
    <img
      className={classes.image}
      src={slide.src}
      alt={slide.alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
    />
  )
}

function Dots({ count, index, onPick }: { count: number; index: number; onPick: (i: number) => void }) {
  return (
    <Group gap={0} justify="center" wrap="nowrap">
      {Array.from({ length: count }, (_, i) => (
        <UnstyledButton
          // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
          key={i}
          className={classes.dot}
          aria-label={`Gambar ${i + 1} dari ${count}`}
          aria-current={i === index}
          onClick={() => onPick(i)}
        />
      ))}
    </Group>
  )
}

export function ScreenshotCarousel({ label, slides, width, height }: ScreenshotCarouselProps) {
  const [index, setIndex] = useState(0)
  const count = slides.length
  const go = (to: number) => setIndex(clampSlide(to, count))
  const swipe = useSwipe((step) => setIndex((current) => clampSlide(current + step, count)))

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const to = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[event.key]
    if (to === undefined) return
    event.preventDefault()
    go(to)
  }

  if (count === 0) return null
  // past the first or the last picture the frame gives only a little: there is nothing more there
  const pastEnd = (index === 0 && swipe.dragX > 0) || (index === count - 1 && swipe.dragX < 0)
  const offset = `calc(${-index * 100}% + ${pastEnd ? swipe.dragX / 3 : swipe.dragX}px)`
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      className="mantine-focus-auto"
      onKeyDown={onKeyDown}
      maw={300}
      mx="auto"
      w="100%"
    >
      <div ref={swipe.ref} className={classes.viewport} {...swipe.handlers}>
        <div className={classes.track} style={{ transform: `translateX(${offset})` }} data-dragging={swipe.dragging || undefined}>
          {slides.map((slide, i) => (
            <figure
              key={slide.src}
              className={classes.slide}
              aria-roledescription="slide"
              aria-label={`${i + 1} dari ${count}`}
              aria-hidden={i !== index}
            >
              <Picture slide={slide} width={width} height={height} />
            </figure>
          ))}
        </div>
      </div>
      <Text size="sm" ta="center" mt="xs" mih="2.9em" aria-live="polite">
        {slides[index].caption}
      </Text>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Gambar sebelumnya"
          disabled={index === 0}
          onClick={() => go(index - 1)}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Dots count={count} index={index} onPick={go} />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Gambar berikutnya"
          disabled={index === count - 1}
          onClick={() => go(index + 1)}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Box>
  )
}

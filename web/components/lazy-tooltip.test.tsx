// @vitest-environment jsdom
import { ActionIcon, MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installDomShims } from '../test-utils/render'
import { LazyTooltip } from './lazy-tooltip'

installDomShims()

describe('LazyTooltip', () => {
  afterEach(cleanup)

  it('shows the control alone, loads the tooltip when the pointer comes near, then names the control on hover', async () => {
    render(
      <MantineProvider env="test">
        <LazyTooltip label="Pindai barcode">
          <ActionIcon aria-label="Pindai barcode">S</ActionIcon>
        </LazyTooltip>
      </MantineProvider>,
    )
    const button = screen.getByRole('button', { name: 'Pindai barcode' })
    // not loaded yet (the page settles only seconds after load): a hover shows nothing
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    fireEvent.mouseEnter(button)
    expect(screen.queryByRole('tooltip')).toBeNull()
    act(() => {
      fireEvent.pointerEnter(button)
    })
    // the kit's Tooltip wraps the control once its module is in: a hover now opens it
    await waitFor(
      () => {
        fireEvent.mouseEnter(screen.getByRole('button', { name: 'Pindai barcode' }))
        expect(screen.getByRole('tooltip').textContent).toBe('Pindai barcode')
      },
      { timeout: 1000 },
    )
  })

  it('keeps a press begun before the tooltip arrives: the click reaches the control it began on', async () => {
    // a module of its own, whose tooltip has not loaded yet
    vi.resetModules()
    const { LazyTooltip: Fresh } = await import('./lazy-tooltip')
    const onClick = vi.fn()
    render(
      <MantineProvider env="test">
        <Fresh label="Pindai">
          <ActionIcon aria-label="Pindai" onClick={onClick}>
            S
          </ActionIcon>
        </Fresh>
      </MantineProvider>,
    )
    const button = screen.getByRole('button', { name: 'Pindai' })
    act(() => {
      fireEvent.pointerDown(button)
    })
    // the tooltip's code arrives while the finger is still down: the control stays the same
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(screen.getByRole('button', { name: 'Pindai' })).toBe(button)
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    // and once the click is through, the tooltip is put around it
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pindai' })).not.toBe(button))
  })
})

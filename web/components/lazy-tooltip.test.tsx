// @vitest-environment jsdom
import { ActionIcon, MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
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
})

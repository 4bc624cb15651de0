// @vitest-environment jsdom
import { PasswordInput } from '@mantine/core'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ResetPasswordForm } from '#web/components/reset-password-form.tsx'
import { installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'

const idle = { isPending: false, isError: false, error: null, reset: () => undefined }

describe('the kit speaks Indonesian to screen readers', () => {
  beforeAll(installDomShims)
  afterEach(cleanup)

  it("names every password's eye in Indonesian, never 'Toggle password visibility'", () => {
    renderWithProviders(
      <>
        <PasswordInput label="Password Saat Ini" />
        <ResetPasswordForm
          title="Reset Password"
          label="Reset password"
          mustChangeLabel="Wajib ganti password saat login pertama"
          layout="wrap"
          call={idle}
          failureMessage={() => ''}
          send={() => undefined}
        />
      </>,
    )
    const eyes = screen.getAllByRole('button', { name: 'Tampilkan atau sembunyikan password' })
    expect(eyes).toHaveLength(3)
    expect(document.querySelectorAll('[aria-label*="Toggle"], [aria-label*="toggle"]')).toHaveLength(0)
  })
})

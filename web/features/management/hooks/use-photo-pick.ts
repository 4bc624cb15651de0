// The photo of Daftar User: judged on pick (type and 2 MB, product.md §5.5) and previewed before upload.
import { useEffect, useState } from 'react'
import { checkPhotoFile } from '#common/account-rules.ts'

export interface PhotoPick {
  file: File | null
  /** 'Format harus JPG/PNG/WebP' or 'Ukuran maks 2MB'; a refused file is not kept. */
  error: string | null
  previewUrl: string | null
  pick: (file: File | null) => void
  clear: () => void
}

export function usePhotoPick(): PhotoPick {
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [previewUrl, setPreviewUrl] = useState<string | null>(null)

  useEffect(() => {
    // jsdom and very old browsers have no object URLs: then there is simply no preview
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreviewUrl(null)
      return
    }
    const url = URL.createObjectURL(file)
    setPreviewUrl(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  function pick(next: File | null) {
    if (!next) return
    const checked = checkPhotoFile(next)
    setError(checked.ok ? null : checked.message)
    setFile(checked.ok ? next : null)
  }

  function clear() {
    setFile(null)
    setError(null)
  }

  return { file, error, previewUrl, pick, clear }
}

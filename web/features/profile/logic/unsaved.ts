// What of 'Informasi Akun' (product.md §2.14) would be lost by leaving the profile: a name changed
// and not saved, an email or mobile number typed and not saved.

export const LEAVE_UNSAVED_PROFILE =
  'Perubahan pada profil belum disimpan. Jika halaman ini ditinggalkan, perubahan tersebut hilang. Tetap tinggalkan halaman?'

interface ProfileEdits {
  names: { first: string; last: string }
  stored: { first_name: string; last_name: string }
  /** what is typed into the email and mobile fields (empty once saved) */
  onceDrafts: readonly string[]
}

export function hasUnsavedProfileEdits({ names, stored, onceDrafts }: ProfileEdits): boolean {
  const renamed = names.first.trim() !== stored.first_name || names.last.trim() !== stored.last_name
  return renamed || onceDrafts.some((draft) => draft.trim() !== '')
}

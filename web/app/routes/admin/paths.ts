// Head office's own screens; its Impor Pelanggan, Laporan, Feed Data, Notifikasi and Profil are
// those features' screens (their route parts).
import { paths } from '#web/lib/paths.ts'

const headOffice = paths.area('admin')

export const adminPaths = {
  branches: `${headOffice}/cabang`,
  staff: `${headOffice}/staff`,
  /** Toko: every branch's stores, with their price group and NPWP. */
  stores: `${headOffice}/toko`,
  audit: `${headOffice}/audit`,
  /** Sinonim: the workshops' terms and the catalogue's phrases each means (product.md §14.2). */
  synonyms: `${headOffice}/sinonim`,
  /** Pengaturan: the PPN rows and each branch's price settings. */
  settings: `${headOffice}/pengaturan`,
}

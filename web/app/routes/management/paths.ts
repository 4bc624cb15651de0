// Staff's Manajemen User screens (product.md §2.13), under the hub (web/lib/paths.ts: the register
// forms go back to it).
import { paths } from '#web/lib/paths.ts'

const { hub } = paths.management

export const managementPaths = {
  hub,
  registerUser: `${hub}/daftar-user`,
  registerStore: `${hub}/daftar-toko`,
  userList: `${hub}/list-user`,
  storeList: `${hub}/list-toko`,
}

// A branch picked from every branch by code or name (a dealer has hundreds): for the staff list's
// filter, the audit's, a new staff member's branch and a move's destination.
import { Select, type SelectProps } from '@mantine/core'
import type { Branch } from '#common/admin.ts'
import { useBranches } from '../api/get-branches'
import { COMMON_TEXT } from '../logic/messages'

interface BranchSelectProps {
  label: string
  /** 0: none chosen (or every branch, with `allLabel`) */
  value: number
  onChange: (branchId: number) => void
  /** offers 'Semua cabang' as the choice of 0 */
  allLabel?: string
  /** only branches that take work (a new staff member, a move) */
  activeOnly?: boolean
  /** a branch not to offer (where a staff member already is) */
  exclude?: number
  error?: string
  withAsterisk?: boolean
  placeholder?: string
  w?: SelectProps['w']
}

const ALL = 'all'

function labelOf(branch: Branch): string {
  return `${branch.code} · ${branch.name}${branch.active ? '' : ` (${COMMON_TEXT.inactive.toLowerCase()})`}`
}

export function BranchSelect(props: BranchSelectProps) {
  const query = useBranches()
  const branches = (query.data?.items ?? []).filter((b) => (!props.activeOnly || b.active) && b.id !== props.exclude)
  const data = [
    ...(props.allLabel ? [{ value: ALL, label: props.allLabel }] : []),
    ...branches.map((branch) => ({ value: String(branch.id), label: labelOf(branch) })),
  ]
  const value = props.value > 0 ? String(props.value) : props.allLabel ? ALL : null
  return (
    <Select
      label={props.label}
      withAsterisk={props.withAsterisk}
      placeholder={props.placeholder}
      data={data}
      value={value}
      onChange={(next) => props.onChange(next && next !== ALL ? Number(next) : 0)}
      searchable
      nothingFoundMessage={COMMON_TEXT.empty}
      allowDeselect={false}
      error={props.error ?? (query.isError ? 'Gagal mengambil data cabang' : undefined)}
      w={props.w}
      comboboxProps={{ withinPortal: true }}
    />
  )
}

// Head office's report covers every branch together or one chosen branch.
import { Select } from '@mantine/core'
import { useReportBranches } from '../api/get-branches'
import { ALL_BRANCHES_LABEL } from '../logic/report-messages'

const ALL = 'all'

/** 0: every branch. */
export function BranchFilter({ value, onChange }: { value: number; onChange: (branchId: number) => void }) {
  const branches = useReportBranches(true)
  const data = [
    { value: ALL, label: ALL_BRANCHES_LABEL },
    ...(branches.data?.items ?? []).map((branch) => ({ value: String(branch.id), label: `${branch.code} · ${branch.name}` })),
  ]
  return (
    <Select
      label="Cabang"
      data={data}
      value={value > 0 ? String(value) : ALL}
      onChange={(next) => onChange(next && next !== ALL ? Number(next) : 0)}
      searchable
      allowDeselect={false}
      nothingFoundMessage="Tidak ada data."
      error={branches.isError ? 'Gagal mengambil data cabang' : undefined}
      w={{ base: '100%', xs: 260 }}
    />
  )
}

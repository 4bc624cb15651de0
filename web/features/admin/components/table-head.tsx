// The header of head office's plain tables (Cabang, Pengaturan): one title per column, the titles
// of figures aligned right as their cells are.
import { Table } from '@mantine/core'

interface TableHeadProps {
  headers: readonly string[]
  /** the indexes of the columns of figures */
  right: readonly number[]
}

export function TableHead({ headers, right }: TableHeadProps) {
  return (
    <Table.Thead>
      <Table.Tr>
        {headers.map((header, index) => (
          <Table.Th key={header} ta={right.includes(index) ? 'right' : undefined}>
            {header}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  )
}

import ExcelJS from 'exceljs'

export const TEMPLATE_FILE_NAME = 'DPO_Import_Template.xlsx'

/** The order-import template: the three columns the importer looks for and one example row. */
export async function buildImportTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'DIPO Parts'
  const sheet = workbook.addWorksheet('Pesanan')
  sheet.columns = [
    { header: 'part_no', key: 'part_no', width: 18 },
    { header: 'qty', key: 'qty', width: 8 },
    { header: 'catatan', key: 'catatan', width: 40 },
  ]
  sheet.getRow(1).font = { bold: true }
  sheet.addRow({ part_no: '1230A046', qty: 2, catatan: 'contoh: ganti oli servis 10.000 km' })
  sheet.getColumn('part_no').numFmt = '@'
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

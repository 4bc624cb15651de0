// A store's address, 'Grup Harga' and NPWP inputs (docs/product.md §10.10), for every form that
// sets them: Daftar Toko, List Toko's Ubah and head office's Toko. The address is what the
// store's orders print with its NPWP; the group is uppercased as typed; the NPWP is taken as
// people write it (dots and dashes) and kept as digits.
import { TextInput } from '@mantine/core'
import { NPWP_TYPED_MAX, PRICE_GROUP_MAX, priceGroupInput, STORE_ADDRESS_MAX } from '#common/store-rules.ts'
import { bindText, type TextForm } from '../lib/bind-text'
import type { StorePricingDraft, StorePricingField } from '../lib/store-pricing-draft'

export const STORE_PRICING_LABELS = {
  address: 'Alamat',
  addressHint: `Opsional, maks ${STORE_ADDRESS_MAX} karakter. Dicetak bersama NPWP di pesanan toko.`,
  priceGroup: 'Grup Harga',
  priceGroupHint: 'Opsional. Kode grup harga dari sistem dealer, mis. BENGKEL-A.',
  npwp: 'NPWP',
  npwpHint: 'Opsional. 15 atau 16 angka; titik dan strip boleh.',
} as const

export function StorePricingFields({ form }: { form: TextForm<StorePricingDraft, StorePricingField> }) {
  return (
    <>
      <TextInput
        label={STORE_PRICING_LABELS.address}
        description={STORE_PRICING_LABELS.addressHint}
        autoComplete="off"
        maxLength={STORE_ADDRESS_MAX}
        {...bindText(form, 'address')}
      />
      <TextInput
        label={STORE_PRICING_LABELS.priceGroup}
        description={STORE_PRICING_LABELS.priceGroupHint}
        autoComplete="off"
        maxLength={PRICE_GROUP_MAX}
        {...bindText(form, 'price_group', priceGroupInput)}
      />
      <TextInput
        label={STORE_PRICING_LABELS.npwp}
        description={STORE_PRICING_LABELS.npwpHint}
        autoComplete="off"
        inputMode="numeric"
        placeholder="01.234.567.8-901.000"
        maxLength={NPWP_TYPED_MAX}
        {...bindText(form, 'npwp')}
      />
    </>
  )
}

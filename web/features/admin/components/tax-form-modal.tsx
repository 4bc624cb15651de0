// Tambah / Ubah Pengaturan PPN: the first day it applies (today at the earliest), the rate and the
// DPP fraction, with the rule they make said as the numbers are typed. Full screen on a phone.
// Closing it with typed data asks first.
import { SimpleGrid, Stack, Text } from '@mantine/core'
import { taxRuleText } from '#common/settings.ts'
import { DayField } from '#web/components/day-field.tsx'
import { DetailModal } from '#web/components/detail-modal.tsx'
import { ModalForm } from '#web/components/modal-form.tsx'
import { type UnsavedClose, useReportUnsaved, useUnsavedClose } from '#web/lib/unsaved-close.ts'
import { type TaxForm, type TaxFormContext, useTaxForm } from '../hooks/use-tax-form'
import { draftRule } from '../logic/settings-form'
import { TAX_UI } from '../logic/settings-messages'
import { NumberField } from './number-field'

/** The rule the numbers make, once they are numbers the rules take; a hint until then. */
function RuleLine({ form }: { form: TaxForm }) {
  const rule = draftRule(form.draft)
  return (
    <Text size="sm" c={rule ? undefined : 'dimmed'} aria-live="polite">
      {rule ? taxRuleText(rule) : TAX_UI.dppHint}
    </Text>
  )
}

function TaxFields({ form, today }: { form: TaxForm; today: string }) {
  return (
    <Stack gap="sm">
      <DayField
        label={TAX_UI.fromField}
        value={form.draft.effective_from}
        onChange={(day) => {
          form.set('effective_from', day)
          form.touch('effective_from')
        }}
        minDate={today}
        description={TAX_UI.fromHint}
        error={form.errorOf('effective_from')}
      />
      <NumberField form={form} field="ppn_rate_percent" label={TAX_UI.rateField} decimal maxLength={7} />
      <SimpleGrid cols={2} spacing="xs">
        <NumberField form={form} field="dpp_numerator" label={TAX_UI.numeratorField} maxLength={4} />
        <NumberField form={form} field="dpp_denominator" label={TAX_UI.denominatorField} maxLength={4} />
      </SimpleGrid>
      <RuleLine form={form} />
    </Stack>
  )
}

interface TaxFormBodyProps extends TaxFormContext {
  modal: UnsavedClose
  /** after a save: closes without asking */
  onSaved: () => void
}

function TaxFormBody({ modal, onSaved, ...context }: TaxFormBodyProps) {
  const form = useTaxForm(context, onSaved)
  useReportUnsaved(form.unsaved, modal)
  const label = context.editing ? TAX_UI.editTitle(context.editing.effective_from) : TAX_UI.createTitle
  return (
    <ModalForm form={form} label={label} onClose={modal.close} gap="md">
      <TaxFields form={form} today={context.today} />
    </ModalForm>
  )
}

interface TaxFormModalProps extends Omit<TaxFormContext, 'editing'> {
  /** 'new' for Tambah, a row not yet in effect to change it, null: closed */
  target: TaxFormContext['editing'] | 'new' | null
  onClose: () => void
}

export function TaxFormModal({ target, onClose, inEffect, today }: TaxFormModalProps) {
  const editing = target === 'new' ? null : target
  const title = editing ? TAX_UI.editTitle(editing.effective_from) : TAX_UI.createTitle
  const modal = useUnsavedClose(onClose)
  return (
    <DetailModal opened={target !== null} onClose={modal.close} title={title}>
      {target !== null && (
        <TaxFormBody
          key={editing?.id ?? 'new'}
          editing={editing}
          inEffect={inEffect}
          today={today}
          modal={modal}
          onSaved={onClose}
        />
      )}
    </DetailModal>
  )
}

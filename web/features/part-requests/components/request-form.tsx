// 'Tanya Part ke Cabang' (product.md §14.4): the car (a model the catalogue names, or any typed),
// its year and chassis number, what is needed and how many, and up to three photos uploaded as
// they are chosen. Checked in the server's words as it is filled in; one request per press, not
// sent while a photo is still on its way; leaving with something typed asks first.
import { Alert, Autocomplete, Button, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core'
import { IconSend } from '@tabler/icons-react'
import { QTY_MAX } from '#common/cart-rules.ts'
import {
  NEED_MAX,
  PHOTOS_PER_REQUEST,
  PART_REQUEST_TEXT as T,
  VEHICLE_MODEL_MAX,
  VEHICLE_YEAR_MIN,
} from '#common/part-requests.ts'
import { PhotoPicker } from '#web/components/photo-picker.tsx'
import { useLeaveGuard } from '#web/lib/use-leave-guard.ts'
import { requestPhotoUrl, useUploadRequestPhoto } from '../api/photos'
import { useVehicleModels } from '../api/read'
import { useRequestForm } from '../hooks/use-request-form'
import { PHOTO_TEXT } from '../logic/messages'

const LEAVE_QUESTION = 'Permintaan belum dikirim. Tinggalkan halaman ini?'

export function RequestForm({ need, onSent }: { need: string; onSent: (id: number) => void }) {
  const form = useRequestForm(need, onSent)
  const models = useVehicleModels()
  const upload = useUploadRequestPhoto()
  useLeaveGuard(form.unsaved, LEAVE_QUESTION)
  const { draft, set, touch, errorOf } = form
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.send()
      }}
    >
      <Stack gap="md" maw={560}>
        <Autocomplete
          label={T.model}
          required
          data={models.data?.models ?? []}
          maxLength={VEHICLE_MODEL_MAX}
          value={draft.vehicle_model}
          error={errorOf('vehicle_model')}
          onChange={(value) => set('vehicle_model', value)}
          onBlur={() => touch('vehicle_model')}
        />
        <Group grow align="flex-start" gap="sm">
          <NumberInput
            label={T.year}
            required
            inputMode="numeric"
            allowDecimal={false}
            allowNegative={false}
            min={VEHICLE_YEAR_MIN}
            max={2100}
            value={draft.vehicle_year}
            error={errorOf('vehicle_year')}
            onChange={(value) => set('vehicle_year', typeof value === 'number' ? value : '')}
            onBlur={() => touch('vehicle_year')}
          />
          <NumberInput
            label={T.qty}
            required
            inputMode="numeric"
            allowDecimal={false}
            allowNegative={false}
            min={1}
            max={QTY_MAX}
            value={draft.qty}
            error={errorOf('qty')}
            onChange={(value) => set('qty', typeof value === 'number' ? value : '')}
            onBlur={() => touch('qty')}
          />
        </Group>
        <TextInput
          label={T.vin}
          maxLength={17}
          autoCapitalize="characters"
          spellCheck={false}
          value={draft.vin}
          error={errorOf('vin')}
          onChange={(e) => set('vin', e.currentTarget.value.toUpperCase())}
          onBlur={() => touch('vin')}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Textarea
          label={T.need}
          required
          placeholder={T.needHint}
          rows={3}
          maxLength={NEED_MAX}
          value={draft.need}
          error={errorOf('need')}
          description={`${draft.need.length}/${NEED_MAX}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          onChange={(e) => set('need', e.currentTarget.value)}
          onBlur={() => touch('need')}
        />
        <PhotoPicker
          text={PHOTO_TEXT}
          max={PHOTOS_PER_REQUEST}
          photos={draft.photo_ids}
          srcOf={requestPhotoUrl}
          upload={upload}
          error={errorOf('photo_ids')}
          onAdd={(id) => set('photo_ids', [...draft.photo_ids, id])}
          onRemove={(id) =>
            set(
              'photo_ids',
              draft.photo_ids.filter((p) => p !== id),
            )
          }
          onUploading={form.onUploading}
        />
        {form.failure ? (
          <Alert color="red" role="alert">
            {form.failure}
          </Alert>
        ) : null}
        <Button
          type="submit"
          size="md"
          leftSection={<IconSend size={18} aria-hidden />}
          loading={form.saving}
          disabled={!form.canSend}
          style={{ alignSelf: 'flex-start' }}
        >
          {T.send}
        </Button>
      </Stack>
    </form>
  )
}

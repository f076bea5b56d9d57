import type { ReactNode } from 'react';
import { ActionForm, Field, GroupError, SelectField, SubmitButton } from '@/components/admin/action-form';
import type { FormAction } from '@/components/admin/form-state';
import type { PriceLine } from '@/lib/pricing';
import { centsToDollars, quantitiesText } from '@/lib/pricing';
import { BracketTable } from './bracket-table';
import { PricePreview, type PreviewState } from './price-preview';

const units = [
  { value: 'piece', label: 'Per piece' },
  { value: 'sheet', label: 'Per sheet' },
  { value: 'inch', label: 'Per square inch (graphics)' },
] as const;

function Group({ legend, name, children }: { legend: string; name?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 font-bold text-slate-900">{legend}</legend>
      {name ? <GroupError name={name} /> : null}
      {children}
    </fieldset>
  );
}

const grid = 'grid gap-4 sm:grid-cols-3';

/**
 * Every field of a price line, money in dollars, with "Preview" (the prices it makes, nothing
 * saved) and "Save". The version the page was opened at goes with it, so a save over someone
 * else's newer change is refused.
 */
export function PriceLineForm({
  lineId,
  version,
  line,
  action,
  previewAction,
}: {
  lineId: string;
  version: number;
  line: PriceLine;
  action: FormAction;
  previewAction: (formData: FormData) => Promise<PreviewState>;
}) {
  const id = (field: string) => `line-${field.replaceAll('.', '-')}`;
  const number = (field: string, label: string, value: number, hint?: string) => (
    <Field key={field} id={id(field)} name={field} label={label} hint={hint} defaultValue={String(value)} />
  );
  const money = (field: string, label: string, cents: number, hint?: string) => (
    <Field
      key={field}
      id={id(field)}
      name={field}
      label={`${label} ($)`}
      hint={hint}
      defaultValue={centsToDollars(cents)}
    />
  );
  return (
    <ActionForm action={action} className="space-y-5" label={`Edit price line ${lineId}`}>
      <input type="hidden" name="id" value={lineId} />
      <input type="hidden" name="version" value={String(version)} />
      <Group legend="Starting at" name="reference">
        <div className={grid}>
          <SelectField id={id('unit')} name="unit" label="Counted" options={units} defaultValue={line.unit} />
          {number('discount', 'Discount (%)', line.discount, 'Taken off every price of the line.')}
        </div>
        <div className={grid}>
          {number('reference.width', 'Reference width (in)', line.reference.width)}
          {number('reference.height', 'Reference height (in)', line.reference.height)}
          {number('reference.quantity', 'Reference quantity', line.reference.quantity)}
        </div>
      </Group>
      <Group legend="Quantity brackets">
        <p className="text-sm text-slate-600">
          Each piece costs its bracket&apos;s price at the reference size (the first 50 at one price, the next
          at the next…). Prices must not rise from one bracket to the next; only the last has no limit.
        </p>
        <BracketTable
          key={version}
          brackets={line.brackets.map(({ upTo, cents }) => ({
            upTo: upTo === null ? '' : String(upTo),
            dollars: centsToDollars(cents),
          }))}
        />
        <div className={grid}>
          {number(
            'areaExponent',
            'Area exponent',
            line.areaExponent,
            'Price follows (area ÷ reference area) to this power.',
          )}
          {money('minimumUnitCents', 'Minimum per piece', line.minimumUnitCents)}
          {money('setupCents', 'Setup fee per order', line.setupCents)}
        </div>
      </Group>
      <Group legend="Finishes and materials" name="materials">
        <div className={grid}>
          {number('finish.matte', 'Matte factor', line.finish.matte)}
          {number('finish.gloss', 'Gloss factor', line.finish.gloss)}
        </div>
        <div className={grid}>
          {line.materials.map((material, index) =>
            number(`materials.${index}.factor`, `Material ${material.id} factor`, material.factor),
          )}
        </div>
      </Group>
      <Group legend="Embossing" name="embossing">
        {line.embossing.map((embossing, index) => (
          <div key={embossing.id} className={grid}>
            {number(`embossing.${index}.factor`, `Embossing ${embossing.id} factor`, embossing.factor)}
            {money(`embossing.${index}.setupCents`, `Embossing ${embossing.id} setup`, embossing.setupCents)}
          </div>
        ))}
      </Group>
      <Group legend="Sizes (inches)" name="sizeInches">
        <div className={grid}>
          {number('sizeInches.min', 'Smallest side', line.sizeInches.min)}
          {number('sizeInches.max', 'Largest width', line.sizeInches.max)}
          {number('sizeInches.maxHeight', 'Largest height', line.sizeInches.maxHeight)}
        </div>
      </Group>
      <Group legend="Quantities" name="customQuantity">
        <div className={grid}>
          {number('customQuantity.min', 'Custom quantity from', line.customQuantity.min)}
          {number('customQuantity.max', 'Custom quantity up to', line.customQuantity.max)}
          {number('customQuantity.step', 'Custom quantity step', line.customQuantity.step)}
        </div>
        <Field
          id={id('matrixQuantities')}
          name="matrixQuantities"
          label="Matrix quantities"
          hint="The quantities the wizard lists, rising, separated by commas."
          defaultValue={quantitiesText(line.matrixQuantities)}
        />
      </Group>
      <PricePreview action={previewAction} />
      <SubmitButton>Save</SubmitButton>
    </ActionForm>
  );
}

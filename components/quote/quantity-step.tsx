import { CUSTOM_QUANTITY_MAX, CUSTOM_QUANTITY_MIN, CUSTOM_QUANTITY_STEP } from '@/lib/constants';
import { CUSTOM } from './draft';
import { ChoiceGroup, TextField } from './fields';
import { formatDollars, formatQuantity } from '@/lib/pricing';
import { formatUnitPrice, matrixPrice, matrixQuantities } from './money';
import type { PriceState } from './use-prices';

export function QuantityStep({
  prices,
  quantityChoice,
  customQuantity,
  customPrice,
  errors,
  onChoose,
  onCustomQuantity,
}: {
  prices: PriceState;
  quantityChoice: string;
  customQuantity: string;
  customPrice: { value?: number; error?: string };
  errors?: string[];
  onChoose: (choice: string) => void;
  onCustomQuantity: (value: string) => void;
}) {
  if (prices.status === 'loading' || prices.status === 'idle') {
    return (
      <p role="status" className="text-slate-700">
        Calculating prices...
      </p>
    );
  }
  if (prices.status === 'error') {
    return (
      <p role="alert" className="font-medium text-red-700">
        {prices.message}
      </p>
    );
  }
  const options = [
    ...matrixQuantities(prices.pricingMatrix).map((quantity) => {
      const total = matrixPrice(prices.pricingMatrix, Number(quantity));
      return {
        value: quantity,
        label: `${formatQuantity(Number(quantity))} pieces: ${formatDollars(total)}`,
        hint: formatUnitPrice(total, Number(quantity)),
      };
    }),
    {
      value: CUSTOM,
      label: 'Custom quantity',
      hint: `${CUSTOM_QUANTITY_MIN} to ${formatQuantity(CUSTOM_QUANTITY_MAX)}, in steps of ${CUSTOM_QUANTITY_STEP}`,
    },
  ];
  return (
    <div className="space-y-4">
      <ChoiceGroup
        name="quantity"
        legend="Quantity and price"
        options={options}
        value={quantityChoice}
        onChange={onChoose}
        errors={quantityChoice === CUSTOM ? undefined : errors}
      />
      {quantityChoice === CUSTOM && (
        <div className="max-w-xs space-y-2">
          <TextField
            id="custom-quantity"
            label="Custom quantity"
            type="number"
            inputMode="numeric"
            min={CUSTOM_QUANTITY_MIN}
            max={CUSTOM_QUANTITY_MAX}
            step={CUSTOM_QUANTITY_STEP}
            value={customQuantity}
            onChange={onCustomQuantity}
            errors={errors}
          />
          {customPrice.error && (
            <p role="alert" className="font-medium text-red-700">
              {customPrice.error}
            </p>
          )}
          {customPrice.value !== undefined && (
            <p className="font-medium text-slate-900" aria-live="polite">
              {formatDollars(customPrice.value)} ({formatUnitPrice(customPrice.value, Number(customQuantity))}
              )
            </p>
          )}
        </div>
      )}
    </div>
  );
}

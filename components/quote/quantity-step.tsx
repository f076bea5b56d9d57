import {
  CUSTOM_QUANTITY_MAX,
  CUSTOM_QUANTITY_MIN,
  CUSTOM_QUANTITY_STEP,
  FALLBACK_UNIT_PRICE,
} from '@/lib/constants';
import { CUSTOM } from './draft';
import { ChoiceGroup, TextField } from './fields';
import { formatPrice, formatUnitPrice } from './money';
import type { PriceState } from './use-prices';

/** The total for a predefined quantity: from the matrix, or 0.50 a piece when it is missing (spec §9). */
export function matrixPrice(pricingMatrix: Record<string, number>, quantity: number): number {
  return pricingMatrix[String(quantity)] ?? Math.round(quantity * FALLBACK_UNIT_PRICE * 100) / 100;
}

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
    ...Object.keys(prices.pricingMatrix).map((quantity) => {
      const total = matrixPrice(prices.pricingMatrix, Number(quantity));
      return {
        value: quantity,
        label: `${Number(quantity).toLocaleString('en-US')} pieces: ${formatPrice(total)}`,
        hint: formatUnitPrice(total, Number(quantity)),
      };
    }),
    {
      value: CUSTOM,
      label: 'Custom quantity',
      hint: `${CUSTOM_QUANTITY_MIN} to ${CUSTOM_QUANTITY_MAX.toLocaleString('en-US')}, in steps of ${CUSTOM_QUANTITY_STEP}`,
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
              {formatPrice(customPrice.value)} ({formatUnitPrice(customPrice.value, Number(customQuantity))})
            </p>
          )}
        </div>
      )}
    </div>
  );
}

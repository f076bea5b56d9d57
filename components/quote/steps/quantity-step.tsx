import { CUSTOM } from './draft';
import { ChoiceGroup, TextField } from './fields';
import { formatDollars, formatQuantity } from '@/lib/pricing';
import { formatUnitPrice, matrixPrice, matrixQuantities } from './money';
import type { PriceState } from './use-prices';

/** Step 6: the product's listed quantities with their prices, or a custom quantity within its rule. */
export function QuantityStep({
  prices,
  listedQuantities,
  customRule,
  quantityChoice,
  customQuantity,
  customPrice,
  errors,
  onChoose,
  onCustomQuantity,
}: {
  prices: PriceState;
  listedQuantities: readonly number[];
  customRule: { min: number; max: number; step: number };
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
    ...matrixQuantities(prices.pricingMatrix, listedQuantities).map((quantity) => {
      const total = matrixPrice(prices.pricingMatrix, Number(quantity));
      return {
        value: quantity,
        label: `${formatQuantity(Number(quantity))} ${Number(quantity) === 1 ? 'piece' : 'pieces'}: ${formatDollars(total)}`,
        hint: formatUnitPrice(total, Number(quantity)),
      };
    }),
    {
      value: CUSTOM,
      label: 'Custom quantity',
      hint:
        `${formatQuantity(customRule.min)} to ${formatQuantity(customRule.max)}` +
        (customRule.step > 1 ? `, in steps of ${customRule.step}` : ''),
    },
  ];
  return (
    <div className="space-y-4">
      {prices.discount > 0 && (
        <p className="font-medium text-orange-800">Prices include {prices.discount} % off.</p>
      )}
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
            min={customRule.min}
            max={customRule.max}
            step={customRule.step}
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

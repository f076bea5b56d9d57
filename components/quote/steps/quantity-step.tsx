import { formatDollars, formatQuantity } from '@/lib/pricing';
import { QUOTE_STEP_SCROLL_DELAY_MS } from '@/lib/constants';
import { CUSTOM, type QuoteDraft } from '../draft';
import { ChoiceGroup, TextField } from '../fields';
import { formatUnitPrice, matrixPrice, matrixQuantities } from '../money';
import type { PriceState } from '../use-prices';

/** The product's listed quantities with their prices, or a custom quantity within its rule. */
export function QuantityStep({
  heading,
  prices,
  listedQuantities,
  customRule,
  quantityChoice,
  customQuantity,
  customPrice,
  errors,
  onChange,
}: {
  heading: string;
  prices: PriceState;
  listedQuantities: readonly number[];
  customRule: { min: number; max: number; step: number };
  quantityChoice: string;
  customQuantity: string;
  customPrice: { value?: number; error?: string };
  errors?: string[];
  onChange: (changes: Partial<QuoteDraft>) => void;
}) {
  // A listed quantity reveals the artwork step, which the page scrolls to (spec §4).
  const choose = (choice: string) => {
    onChange({ quantityChoice: choice });
    if (choice === CUSTOM) return;
    setTimeout(
      () => document.getElementById('step-upload')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      QUOTE_STEP_SCROLL_DELAY_MS,
    );
  };
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
        legend={heading}
        options={options}
        value={quantityChoice}
        onChange={choose}
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
            onChange={(typed) => onChange({ customQuantity: typed })}
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

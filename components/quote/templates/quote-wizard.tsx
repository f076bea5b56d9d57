'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useNotification } from '@/components/ui/notification';
import { QUOTE_STEP_SCROLL_DELAY_MS } from '@/lib/constants';
import { preflightStatusLabels } from '@/lib/artwork-preflight';
import { formatDollars, formatQuantity, type LineRulesBook } from '@/lib/pricing';
import { artworkContentType } from '@/lib/storage/file-types';
import { errorMessages, successMessages } from '@/lib/validation/messages';
import { embossingOptions, finishOptions, quoteProducts } from '@/content/quote-products';
import { optionChoices } from '@/lib/pricing';
import {
  chosenQuantity,
  chosenSize,
  clearedAddress,
  clearedSizeAndQuantity,
  CUSTOM,
  cutBorderFor,
  embossingFor,
  formValue,
  isEmbossed,
  lineIdOfDraft,
  lineOfDraft,
  materialForOption,
  materialsFor,
  pricedProduct,
  sizesFor,
} from './draft';
import { ContactStep } from './contact-step';
import { withPictures } from './choice-pictures';
import { CutBorderContext } from './cut-border-context';
import { ChoiceGroup, Step, type StepSummary } from './fields';
import { matrixPrice } from './money';
import { QuantityStep } from './quantity-step';
import { SizeStep } from './size-step';
import { HttpError, submitQuote, uploadArtwork } from './quote-api';
import { QuoteBottomBar } from './quote-bottom-bar';
import { QuoteReminder } from './quote-reminder';
import { initialSubmission, nextSubmission } from './submission';
import { saveSubmittedQuote } from './submitted-quote';
import { readyByFor, summaryRows } from './summary-rows';
import { UploadStep } from './upload-step';
import { useArtworkCheck } from './use-artwork-check';
import { useCustomQuantityPrice, usePriceMatrix } from './use-prices';
import { useQuoteDraft } from './use-quote-draft';
import { useSavedAddresses } from './use-saved-addresses';
import { PromotionField } from './promotion-field';
import { usePromotion } from './use-promotion';
import { loadQuoteRules, useQuoteRules } from './use-quote-rules';
import { buttonClass } from '@/components/ui/button';

/**
 * The instant quote (spec §4 "Quote flow"): each step appears once the one before it is done.
 * `lines` are the price lines' rules (sizes, quantities, embossings; no prices) the page read
 * from the price book: the prices themselves come from the price API.
 */
export function QuoteWizard({ lines }: { lines: LineRulesBook }) {
  const router = useRouter();
  const { notify } = useNotification();
  const { draft, update, finish } = useQuoteDraft(lines);
  const saved = useSavedAddresses(draft, update);
  const [file, setFile] = useState<File>();
  const [submission, dispatch] = useReducer(nextSubmission, initialSubmission);
  const { progress, showErrors, refusedTries } = submission;
  const sending = submission.phase !== 'editing';
  // Set at once on submit: a second click before React re-renders finds it.
  const busy = useRef(false);
  // The moment dates are estimated from while the page is open; a sent quote uses its own.
  const [openedAt] = useState(() => new Date());
  const rules = useQuoteRules(draft.product !== '');

  const size = chosenSize(draft);
  const draftLineId = lineIdOfDraft(lines, draft);
  const draftLine = draftLineId && lines[draftLineId];
  const quantity = chosenQuantity(draft);
  const embossed = isEmbossed(draft.product);
  const embossing = embossingFor(draft);
  const priceKey =
    size && embossing && draft.finishOption && draft.material
      ? { ...size, finish: draft.finishOption, embossing, ...pricedProduct(draft) }
      : undefined;
  const prices = usePriceMatrix(priceKey);
  const customPrice = useCustomQuantityPrice(
    priceKey,
    draftLine,
    draft.quantityChoice === CUSTOM ? quantity : undefined,
    rules,
  );
  const price =
    draft.quantityChoice === CUSTOM
      ? customPrice.value
      : prices.status === 'ready' && quantity
        ? matrixPrice(prices.pricingMatrix, quantity)
        : undefined;

  const promotion = usePromotion(priceKey && quantity ? { ...priceKey, quantity } : undefined);
  const applied = price !== undefined ? promotion.applied : undefined;
  const value = formValue(draft, { quantity, price, file, promotionCode: applied?.code });
  const preflight = useArtworkCheck(draft.uploadOption === 'upload' ? file : undefined, size);
  const parsed = rules?.quoteFormSchema(lines).safeParse(value);
  const allErrors = parsed && !parsed.success && rules ? rules.fieldMessages(parsed.error) : {};
  const errors = showErrors ? allErrors : {};
  const quantityErrors =
    showErrors || (draft.quantityChoice === CUSTOM && draft.customQuantity !== '')
      ? allErrors.quantity
      : undefined;
  const fileErrors = showErrors || file ? allErrors.uploadedFile : undefined;

  useEffect(() => {
    if (refusedTries > 0)
      document
        .querySelector<HTMLElement>(
          '[aria-invalid="true"] input, input[aria-invalid="true"], select[aria-invalid="true"]',
        )
        ?.focus();
  }, [refusedTries]);

  const chooseProduct = (product: string) =>
    update({ product, productOption: '', ...clearedSizeAndQuantity });
  // Each option has its own materials (and, beyond stickers, its own sizes): the one chosen
  // stays if the option offers it, else its first is preselected, so the steps after it show
  // as the spec's reveal has them.
  const chooseOption = (productOption: string) =>
    update({ productOption, material: materialForOption(draft, productOption) });
  const chooseQuantity = (quantityChoice: string) => {
    update({ quantityChoice });
    if (quantityChoice === CUSTOM) return;
    setTimeout(
      () => document.getElementById('step-upload')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      QUOTE_STEP_SCROLL_DELAY_MS,
    );
  };
  const chooseFulfillment = (fulfillmentMethod: string) =>
    update(
      fulfillmentMethod === 'pickup' ? { fulfillmentMethod, ...clearedAddress() } : { fulfillmentMethod },
    );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy.current || sending) return;
    const parsed = (rules ?? (await loadQuoteRules())).quoteFormSchema(lines).safeParse(value);
    if (!parsed.success) {
      dispatch({ type: 'refused' });
      return;
    }
    busy.current = true;
    dispatch({ type: 'started' });
    try {
      const { uploadedFile, ...quote } = parsed.data;
      const uploadedFileUrl = uploadedFile
        ? await uploadArtwork(
            uploadedFile,
            artworkContentType(uploadedFile.name, uploadedFile.type) ?? uploadedFile.type,
            (fraction) => dispatch({ type: 'progressed', fraction }),
          )
        : undefined;
      const { quoteNumber, money } = await submitQuote({ ...quote, uploadedFileUrl }, draft.idempotencyKey);
      await saved.saveTyped();
      const sentAt = new Date();
      saveSubmittedQuote({
        quoteNumber,
        contactEmail: quote.contactEmail,
        // The server's own money lines (with the sales tax) when it sent them.
        rows: summaryRows(draft, { quantity, price, promotion: applied, money }),
        readyBy: readyByFor(draft, sentAt),
        artwork: uploadedFile
          ? `${uploadedFile.name}: ${preflight ? preflightStatusLabels[preflight.status] : 'received'}`
          : 'To be sent later',
      });
      dispatch({ type: 'sent' });
      finish();
      notify({ isSuccess: true, message: successMessages.quoteSubmitted });
      router.push('/start-an-order/submitted');
    } catch (error) {
      // Everything typed stays in place; the spec's silent failure with a file is not repeated.
      // A code that stopped applying says why beside its field, and the price is the list price again.
      if (error instanceof HttpError && error.field === 'promotionCode' && error.serverMessage) {
        promotion.refuse(error.serverMessage);
      }
      notify({ isSuccess: false, message: errorMessages.quoteSubmissionFailed });
      busy.current = false;
      dispatch({ type: 'failed' });
    }
  }

  const product = quoteProducts.find((candidate) => candidate.id === draft.product);
  const sizes = sizesFor(draft);
  const line = lineOfDraft(lines, draft);
  const rows = summaryRows(draft, { quantity, price, promotion: applied });
  // What a finished step folds to on a phone: the summary's own words for the choice.
  const chosen = new Map(rows);
  const summaryOf = (name: string, row = name): StepSummary | undefined =>
    chosen.get(row) ? { name, value: chosen.get(row)! } : undefined;
  // Stickers & labels are embossed (spec §4) after their material is chosen; every product has a material.
  const choiceSteps: {
    field: 'productOption' | 'embossingOption' | 'material' | 'finishOption';
    legend: string;
    summary?: StepSummary;
    options: readonly { value: string; label: string }[];
    shown: boolean;
    onChange: (picked: string) => void;
  }[] = [
    {
      field: 'productOption',
      legend: '2. Product option',
      summary: summaryOf('Product option', 'Option'),
      // Stickers & labels' options are shapes: each is drawn and explained.
      options: ((options) => (embossed ? withPictures('productOption', options) : options))(
        product?.options.map((option) => ({ value: option.id, label: option.name })) ?? [],
      ),
      shown: Boolean(product),
      onChange: chooseOption,
    },
    {
      field: 'material',
      legend: '3. Material',
      summary: summaryOf('Material'),
      options: materialsFor(draft),
      shown: Boolean(draft.productOption),
      onChange: (material: string) => update({ material }),
    },
    ...(embossed
      ? [
          {
            field: 'embossingOption' as const,
            legend: '4. Embossing',
            summary: summaryOf('Embossing'),
            options: withPictures('embossingOption', embossingOptions),
            shown: Boolean(draft.productOption && draft.material),
            onChange: (embossingOption: string) => update({ embossingOption }),
          },
        ]
      : []),
    {
      field: 'finishOption',
      legend: embossed ? '5. Finish' : '4. Finish',
      summary: summaryOf('Finish'),
      options: withPictures('finishOption', finishOptions),
      shown: Boolean(draft.material && (!embossed || draft.embossingOption)),
      onChange: (finishOption: string) => update({ finishOption }),
    },
  ];
  const canSubmit = Boolean(
    priceKey && draft.quantityChoice && draft.uploadOption && draft.fulfillmentMethod,
  );
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 lg:grid-cols-[1fr_20rem]">
      <form
        id="quote-form"
        noValidate
        onSubmit={onSubmit}
        className="min-w-0 space-y-6"
        aria-label="Quote request"
      >
        <Step id="step-product" summary={summaryOf('Product')}>
          <ChoiceGroup
            name="product"
            legend="1. Product"
            options={quoteProducts.map((p) => ({ value: p.id, label: p.name }))}
            value={draft.product}
            onChange={chooseProduct}
            errors={errors.product}
          />
        </Step>
        {choiceSteps.map(
          (choice) =>
            choice.shown && (
              <Step key={choice.field} id={`step-${choice.field}`} summary={choice.summary}>
                <ChoiceGroup
                  name={choice.field}
                  legend={choice.legend}
                  options={choice.options}
                  value={draft[choice.field]}
                  onChange={choice.onChange}
                  errors={errors[choice.field]}
                />
              </Step>
            ),
        )}
        {draft.finishOption && sizes.length > 0 && (
          <Step id="step-size" summary={size ? summaryOf('Size') : undefined}>
            <SizeStep
              step={embossed ? 6 : 5}
              sizes={optionChoices(draft.product, draft.productOption).sizes}
              unit={product?.sizeUnit ?? 'inches'}
              draft={draft}
              errors={errors.size}
              onChange={update}
            />
          </Step>
        )}
        {priceKey && (
          <Step
            id="step-quantity"
            summary={
              quantity && price !== undefined
                ? { name: 'Quantity', value: `${formatQuantity(quantity)}: ${formatDollars(price)}` }
                : undefined
            }
          >
            <QuantityStep
              prices={prices}
              listedQuantities={line.matrixQuantities}
              customRule={line.customQuantity}
              quantityChoice={draft.quantityChoice}
              customQuantity={draft.customQuantity}
              customPrice={customPrice}
              errors={quantityErrors}
              onChoose={chooseQuantity}
              onCustomQuantity={(customQuantity) => update({ customQuantity })}
            />
          </Step>
        )}
        {priceKey && draft.quantityChoice && (
          <Step id="step-upload">
            <CutBorderContext
              value={{
                borderIn: cutBorderFor(draft) ?? 0,
                setBorderIn: (inches) => update({ cutBorder: String(inches) }),
              }}
            >
              <UploadStep
                uploadOption={draft.uploadOption}
                productOption={draft.productOption}
                size={size}
                file={file}
                progress={progress}
                preflight={preflight}
                errors={fileErrors}
                onUploadOption={(uploadOption) => update({ uploadOption })}
                onFile={setFile}
              />
            </CutBorderContext>
          </Step>
        )}
        {priceKey && draft.quantityChoice && draft.uploadOption && (
          <Step id="step-contact">
            <ContactStep
              draft={draft}
              errors={errors}
              onChange={update}
              onFulfillment={chooseFulfillment}
              readyBy={(method) => readyByFor(draft, openedAt, method)}
              saved={saved}
            />
          </Step>
        )}
        {priceKey && draft.quantityChoice && draft.uploadOption && (
          <PromotionField
            code={draft.promotionCode}
            onCode={(promotionCode) => update({ promotionCode })}
            contactEmail={draft.contactEmail}
            promotion={promotion}
          />
        )}
        {canSubmit && (
          <div className="space-y-3">
            {showErrors && parsed && !parsed.success && (
              <p role="alert" className="font-medium text-red-700">
                Please correct the highlighted fields.
              </p>
            )}
            {/* Small screens submit from the bottom bar, so the form shows one Submit Quote either way. */}
            <button
              type="submit"
              disabled={sending}
              className={`${buttonClass('primary', 'large')} max-lg:hidden`}
            >
              {sending ? 'Submitting...' : 'Submit Quote'}
            </button>
          </div>
        )}
      </form>
      {product && <QuoteReminder rows={[...rows, ['Estimate', readyByFor(draft, openedAt)]]} />}
      {product && (
        <QuoteBottomBar
          formId="quote-form"
          total={
            price === undefined || !quantity
              ? ''
              : applied
                ? `${formatDollars(applied.totalCents / 100)} with ${applied.code} (was ${formatDollars(price)})`
                : formatDollars(price)
          }
          readyBy={readyByFor(draft, openedAt)}
          canSubmit={canSubmit}
          busy={sending}
        />
      )}
    </div>
  );
}

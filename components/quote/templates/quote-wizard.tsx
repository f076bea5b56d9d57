'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { useNotification } from '@/components/ui/notification';
import { preflightStatusLabels } from '@/lib/artwork-preflight';
import { formatDollars, type LineRulesBook } from '@/lib/pricing';
import { artworkContentType } from '@/lib/storage';
import { errorMessages, successMessages } from '@/lib/validation';
import { quoteProducts } from '@/content/quote-products';
import { chosenSize, CUSTOM, cutBorderFor, formValue, lineOfDraft } from '../draft';
import { CutBorderContext } from '../cut-border-context';
import { Step } from '../fields';
import { PromotionField } from '../promotion-field';
import { HttpError, submitQuote, uploadArtwork } from '../quote-api';
import { QuoteBottomBar } from '../quote-bottom-bar';
import { QuoteReminder } from '../quote-reminder';
import { initialSubmission, nextSubmission } from '../submission';
import { saveSubmittedQuote } from '../submitted-quote';
import { readyByFor, stepSummaries, summaryRows } from '../summary-rows';
import { useArtworkCheck } from '../use-artwork-check';
import { useQuotePrice } from '../use-prices';
import { usePromotion } from '../use-promotion';
import { useQuoteDraft } from '../use-quote-draft';
import { loadQuoteRules, useQuoteRules } from '../use-quote-rules';
import { useSavedAddresses } from '../use-saved-addresses';
import { ContactStep } from '../steps/contact-step';
import { EmbossingStep } from '../steps/embossing-step';
import { FinishStep } from '../steps/finish-step';
import { MaterialStep } from '../steps/material-step';
import { ProductOptionStep } from '../steps/product-option-step';
import { ProductStep } from '../steps/product-step';
import { QuantityStep } from '../steps/quantity-step';
import { SizeStep } from '../steps/size-step';
import { UploadStep } from '../steps/upload-step';
import { visibleSteps, type QuoteStepId, type VisibleStep } from '../wizard-steps';

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
  const { priceKey, quantity, prices, customPrice, price } = useQuotePrice(lines, draft, rules);

  const promotion = usePromotion(priceKey && quantity ? { ...priceKey, quantity } : undefined);
  const applied = price !== undefined ? promotion.applied : undefined;
  const value = formValue(draft, { quantity, price, file, promotionCode: applied?.code });
  const size = chosenSize(draft);
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

  const steps = visibleSteps(draft);
  const reached = (id: QuoteStepId) => steps.some((step) => step.id === id);
  const rows = summaryRows(draft, { quantity, price, promotion: applied });
  const summaries = stepSummaries(draft, rows, { quantity, price });
  const canSubmit = reached('contact') && Boolean(draft.fulfillmentMethod);
  const product = quoteProducts.find((candidate) => candidate.id === draft.product);
  const line = lineOfDraft(lines, draft);

  function stepContent({ id, heading }: VisibleStep) {
    const props = { heading, draft, errors, onChange: update };
    switch (id) {
      case 'product':
        return <ProductStep {...props} />;
      case 'productOption':
        return <ProductOptionStep {...props} />;
      case 'material':
        return <MaterialStep {...props} />;
      case 'embossingOption':
        return <EmbossingStep {...props} />;
      case 'finishOption':
        return <FinishStep {...props} />;
      case 'size':
        return <SizeStep {...props} />;
      case 'quantity':
        return (
          <QuantityStep
            heading={heading}
            prices={prices}
            listedQuantities={line.matrixQuantities}
            customRule={line.customQuantity}
            quantityChoice={draft.quantityChoice}
            customQuantity={draft.customQuantity}
            customPrice={customPrice}
            errors={quantityErrors}
            onChange={update}
          />
        );
      case 'upload':
        return (
          <CutBorderContext
            value={{
              borderIn: cutBorderFor(draft) ?? 0,
              setBorderIn: (inches) => update({ cutBorder: String(inches) }),
            }}
          >
            <UploadStep
              heading={heading}
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
        );
      case 'contact':
        return (
          <ContactStep {...props} readyBy={(method) => readyByFor(draft, openedAt, method)} saved={saved} />
        );
    }
  }
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 lg:grid-cols-[1fr_20rem]">
      <form
        id="quote-form"
        noValidate
        onSubmit={onSubmit}
        className="min-w-0 space-y-6"
        aria-label="Quote request"
      >
        {steps.map((step) => (
          <Step key={step.id} id={`step-${step.id}`} summary={summaries[step.id]}>
            {stepContent(step)}
          </Step>
        ))}
        {reached('contact') && (
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

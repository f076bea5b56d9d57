import { usStates } from '@/content/us-states';
import { emptyDraft, type QuoteDraft } from './draft';

/*
 * The wizard's draft kept in the tab's session storage, so a reload or a visit to another page
 * loses nothing typed; read back defensively, since anything may be stored under the key.
 */

const STORAGE_KEY = 'coastline.quote-draft';

/** A listed state's code for a saved code or name in any case (drafts from the free-text field), else ''. */
function listedStateCode(saved: string): string {
  const wanted = saved.trim().toUpperCase();
  return usStates.find((state) => state.code === wanted || state.name.toUpperCase() === wanted)?.code ?? '';
}

/**
 * A saved draft read back: only known string fields, and a state the select lists (an older
 * draft's free-text "California" becomes CA, "Californ" is cleared). Its country is not read:
 * the wizard ships to one country only.
 */
export function restoredDraft(saved: unknown): QuoteDraft {
  const draft = emptyDraft();
  if (typeof saved !== 'object' || saved === null) return draft;
  const fields = saved as Partial<Record<keyof QuoteDraft, unknown>>;
  for (const key of Object.keys(draft) as (keyof QuoteDraft)[]) {
    const value = fields[key];
    if (typeof value === 'string') draft[key] = value;
  }
  draft.shippingState = listedStateCode(draft.shippingState);
  return draft;
}

export function loadDraft(): QuoteDraft | undefined {
  try {
    const saved = window.sessionStorage.getItem(STORAGE_KEY);
    return saved ? restoredDraft(JSON.parse(saved)) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(draft: QuoteDraft): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the quote still works, it just will not survive a reload.
  }
}

export function clearDraft(): void {
  window.sessionStorage.removeItem(STORAGE_KEY);
}

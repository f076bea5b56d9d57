'use client';

import { useEffect, useRef, useState } from 'react';
import type { SavedAddress } from '@/lib/account-data';
import { hasSessionCookie } from '@/lib/auth';
import { clearedAddress, needsAddress, type QuoteDraft } from './draft';
import {
  chosenAddress,
  draftAddressOf,
  hasAddress,
  NEW_ADDRESS,
  savedAddressOf,
} from './saved-address-choice';

const ADDRESSES_PATH = '/api/account/addresses';

type AddressBook = { addresses: SavedAddress[]; limit: number };

/**
 * A signed-in customer's saved addresses in the wizard: offered beside "A new address", the
 * default filled in when no address is there yet, and a new one saved to the account after
 * the quote went when the customer asked. Visitors without a session never call the API.
 */
export function useSavedAddresses(draft: QuoteDraft, update: (changes: Partial<QuoteDraft>) => void) {
  const [book, setBook] = useState<AddressBook>();
  const [saveNew, setSaveNew] = useState(false);
  const preselected = useRef(false);

  useEffect(() => {
    if (!hasSessionCookie(document.cookie)) return;
    let live = true;
    fetch(ADDRESSES_PATH, { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<AddressBook>) : undefined))
      .then(
        (answer) => {
          if (live && answer) setBook(answer);
        },
        // Without the book the wizard is as for a guest: every address is typed.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!book || preselected.current || !needsAddress(draft)) return;
    preselected.current = true;
    const fallback = book.addresses.find((address) => address.isDefault);
    if (fallback && !hasAddress(draft)) update(draftAddressOf(fallback));
  }, [book, draft, update]);

  const addresses = book?.addresses ?? [];
  const chosen = chosenAddress(addresses, draft);
  const full = book !== undefined && addresses.length >= book.limit;

  const choose = (id: string) => {
    const address = addresses.find((candidate) => candidate.id === id);
    update(address ? draftAddressOf(address) : clearedAddress());
  };

  /** After the quote went: saves the typed address when asked. A refusal never undoes the quote. */
  const saveTyped = async () => {
    if (!book || full || !saveNew || chosen !== NEW_ADDRESS || !needsAddress(draft)) return;
    await fetch(ADDRESSES_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(savedAddressOf(draft)),
    }).catch(() => undefined);
  };

  return {
    signedIn: book !== undefined,
    addresses,
    chosen,
    choose,
    full,
    limit: book?.limit,
    saveNew,
    setSaveNew,
    saveTyped,
  };
}

export type SavedAddressChoices = ReturnType<typeof useSavedAddresses>;

/**
 * The spec's cart (§3 "Cart item"): held in memory only, no screen uses it yet. Shaped as an
 * external store so React reads it with
 * `useSyncExternalStore(cart.subscribe, cart.getSnapshot, cart.getServerSnapshot)`.
 */
export type CartItem = {
  productId: string;
  name: string;
  /** Unit price in dollars. */
  price: number;
  quantity: number;
  size: string;
  material: string;
  image: string;
};

/** One line per product, size and material: adding the same combination again adds quantity. */
export type CartLineKey = Pick<CartItem, 'productId' | 'size' | 'material'>;

export type CartStore = {
  add(item: CartItem): void;
  /** A quantity of 0 removes the line. */
  updateQuantity(line: CartLineKey, quantity: number): void;
  remove(line: CartLineKey): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  /** The same array until the cart changes, as useSyncExternalStore requires. */
  getSnapshot(): readonly CartItem[];
  getServerSnapshot(): readonly CartItem[];
};

const emptyCart: readonly CartItem[] = Object.freeze([]);

const sameLine = (a: CartLineKey, b: CartLineKey) =>
  a.productId === b.productId && a.size === b.size && a.material === b.material;

function assertQuantity(quantity: number, allowZero: boolean): void {
  if (!Number.isInteger(quantity) || quantity < (allowZero ? 0 : 1)) {
    throw new RangeError(`Cart quantity must be a whole number of at least ${allowZero ? 0 : 1}, got ${quantity}`);
  }
}

export function createCart(): CartStore {
  let items: readonly CartItem[] = emptyCart;
  const listeners = new Set<() => void>();

  const commit = (next: readonly CartItem[]) => {
    items = Object.freeze(next);
    for (const listener of [...listeners]) listener();
  };

  const remove = (key: CartLineKey) => {
    if (!items.some((line) => sameLine(line, key))) return;
    commit(items.filter((line) => !sameLine(line, key)));
  };

  return {
    add(item) {
      assertQuantity(item.quantity, false);
      const existing = items.find((line) => sameLine(line, item));
      commit(
        existing
          ? items.map((line) => (line === existing ? { ...line, quantity: line.quantity + item.quantity } : line))
          : [...items, { ...item }],
      );
    },
    updateQuantity(key, quantity) {
      assertQuantity(quantity, true);
      if (quantity === 0) return remove(key);
      if (!items.some((line) => sameLine(line, key))) return;
      commit(items.map((line) => (sameLine(line, key) ? { ...line, quantity } : line)));
    },
    remove,
    clear() {
      if (items.length > 0) commit(emptyCart);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
    getServerSnapshot: () => emptyCart,
  };
}

/** The visitor's cart for this browser tab. */
export const cart = createCart();

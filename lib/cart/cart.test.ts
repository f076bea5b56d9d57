import { createCart, type CartItem } from './index';

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  productId: 'die-cut-stickers',
  name: 'Die Cut Stickers',
  price: 0.72,
  quantity: 50,
  size: '3 × 3 in',
  material: 'White vinyl',
  image: '/images/products/die-cut-stickers.svg',
  ...overrides,
});

describe('cart store', () => {
  it('starts empty and adds items', () => {
    const cart = createCart();
    expect(cart.getSnapshot()).toEqual([]);
    cart.add(item());
    expect(cart.getSnapshot()).toEqual([item()]);
  });

  it('merges the same product, size and material into one line, keeps other combinations apart', () => {
    const cart = createCart();
    cart.add(item());
    cart.add(item({ quantity: 25 }));
    cart.add(item({ size: '4 × 4 in' }));
    cart.add(item({ material: 'Clear vinyl' }));
    expect(cart.getSnapshot().map((line) => [line.size, line.material, line.quantity])).toEqual([
      ['3 × 3 in', 'White vinyl', 75],
      ['4 × 4 in', 'White vinyl', 50],
      ['3 × 3 in', 'Clear vinyl', 50],
    ]);
  });

  it('updates a quantity, removes at 0 and on remove, and clears', () => {
    const cart = createCart();
    cart.add(item());
    cart.add(item({ productId: 'hang-tags', name: 'Hang Tags' }));
    cart.updateQuantity(item(), 200);
    expect(cart.getSnapshot()[0]?.quantity).toBe(200);
    cart.updateQuantity(item(), 0);
    expect(cart.getSnapshot().map((line) => line.productId)).toEqual(['hang-tags']);
    cart.remove(item({ productId: 'hang-tags' }));
    expect(cart.getSnapshot()).toEqual([]);
    cart.add(item());
    cart.clear();
    expect(cart.getSnapshot()).toEqual([]);
  });

  it('rejects quantities that are not whole positive numbers', () => {
    const cart = createCart();
    expect(() => cart.add(item({ quantity: 0 }))).toThrow(RangeError);
    cart.add(item());
    expect(() => cart.updateQuantity(item(), 2.5)).toThrow(RangeError);
    expect(() => cart.updateQuantity(item(), -1)).toThrow(RangeError);
    expect(cart.getSnapshot()[0]?.quantity).toBe(50);
  });

  it('notifies subscribers on every change and hands out a new snapshot only then', () => {
    const cart = createCart();
    const listener = jest.fn();
    const unsubscribe = cart.subscribe(listener);
    const empty = cart.getSnapshot();

    cart.add(item());
    cart.add(item());
    cart.updateQuantity(item(), 10);
    cart.remove(item());
    expect(listener).toHaveBeenCalledTimes(4);
    expect(cart.getSnapshot()).not.toBe(empty);

    const settled = cart.getSnapshot();
    cart.remove(item({ productId: 'missing' }));
    cart.updateQuantity(item({ productId: 'missing' }), 3);
    cart.clear();
    expect(listener).toHaveBeenCalledTimes(4);
    expect(cart.getSnapshot()).toBe(settled);

    unsubscribe();
    cart.add(item());
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('never lets a reader change the cart through a snapshot', () => {
    const cart = createCart();
    cart.add(item());
    expect(() => (cart.getSnapshot() as CartItem[]).push(item())).toThrow(TypeError);
    expect(cart.getServerSnapshot()).toEqual([]);
  });
});

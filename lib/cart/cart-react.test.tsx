/** @jest-environment jsdom */
import { useSyncExternalStore } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createCart } from './index';

it('re-renders a React reader on every cart change', () => {
  const cart = createCart();
  function CartCount() {
    const items = useSyncExternalStore(cart.subscribe, cart.getSnapshot, cart.getServerSnapshot);
    return <p>{items.reduce((sum, item) => sum + item.quantity, 0)} items</p>;
  }
  render(<CartCount />);
  expect(screen.getByText('0 items')).toBeInTheDocument();

  const line = { productId: 'hang-tags', name: 'Hang Tags', price: 1.09, size: '2 × 3.5 in', material: 'Kraft cardstock', image: '/images/products/hang-tags.svg' };
  act(() => cart.add({ ...line, quantity: 100 }));
  expect(screen.getByText('100 items')).toBeInTheDocument();
  act(() => cart.updateQuantity(line, 250));
  expect(screen.getByText('250 items')).toBeInTheDocument();
  act(() => cart.clear());
  expect(screen.getByText('0 items')).toBeInTheDocument();
});

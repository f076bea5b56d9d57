/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { printingServices } from '@/content/services';
import { PrintingTabs } from './printing-tabs';

function setup() {
  const user = userEvent.setup();
  render(
    <PrintingTabs
      services={printingServices}
      pictures={printingServices.map((service) => (
        <p key={service.id}>Picture of {service.title}</p>
      ))}
    />,
  );
  return {
    user,
    uv: screen.getByRole('tab', { name: 'UV Printing' }),
    threeD: screen.getByRole('tab', { name: '3D Printing' }),
  };
}

describe('PrintingTabs', () => {
  it('selects UV printing by default and labels each panel by its tab', () => {
    const { uv, threeD } = setup();
    expect(uv).toHaveAttribute('aria-selected', 'true');
    expect(threeD).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'UV Printing' });
    expect(panel).toHaveAttribute('id', uv.getAttribute('aria-controls'));
    expect(screen.getByRole('link', { name: 'Start an Order' })).toHaveAttribute('href', '/start-an-order');
    expect(screen.queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
  });

  it('keeps only the selected tab in the tab order', async () => {
    const { user, uv, threeD } = setup();
    expect(uv).toHaveAttribute('tabindex', '0');
    expect(threeD).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(uv).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'UV Printing' })).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping around, and with Home and End', async () => {
    const { user, uv, threeD } = setup();
    await user.click(uv);
    await user.keyboard('{ArrowRight}');
    expect(threeD).toHaveFocus();
    expect(threeD).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '3D Printing' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');

    await user.keyboard('{ArrowRight}');
    expect(uv).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(threeD).toHaveFocus();
    await user.keyboard('{Home}');
    expect(uv).toHaveFocus();
    expect(uv).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(threeD).toHaveAttribute('aria-selected', 'true');
  });

  it('switches panels on click and shows each tab’s examples', async () => {
    const { user, threeD } = setup();
    await user.click(threeD);
    const panel = screen.getByRole('tabpanel', { name: '3D Printing' });
    for (const example of ['Custom 3D Objects', 'Prototypes', 'Unique Designs'])
      expect(panel).toHaveTextContent(example);
    expect(panel).toHaveTextContent('Picture of 3D Printing');
    expect(screen.queryByRole('tabpanel', { name: 'UV Printing' })).not.toBeInTheDocument();
  });
});

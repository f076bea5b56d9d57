/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { about } from '@/content/about';
import { ContactDetails } from './contact-details';

describe('where the shop is (spec §1: Los Angeles is a local base too)', () => {
  it('lists Orange County and Los Angeles as local bases on the contact page', () => {
    render(<ContactDetails />);
    const bases = screen.getByText('Local bases').nextElementSibling;
    expect(bases?.textContent).toBe('Orange County, CA and Los Angeles, CA');
  });

  it('names both local bases on the about page', () => {
    expect(about.locations.text).toContain('Orange County, CA and Los Angeles, CA');
  });
});

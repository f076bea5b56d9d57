/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { DocumentLink } from '@/lib/documents/server';
import { DocumentList } from './document-list';

const invoice: DocumentLink = {
  kind: 'invoice',
  label: 'Invoice',
  number: '000123',
  issuedAt: new Date('2026-11-25T02:30:00Z'),
  totalCents: 12224,
  fileName: 'invoice-000123.pdf',
  href: '/api/quotes/Q-1/documents/invoice-000123.pdf?access=token',
};

describe('the list of a quote’s documents', () => {
  it('shows kind, number, the shop’s date, total and a download link that names the document', () => {
    render(<DocumentList documents={[invoice]} />);
    const row = screen.getAllByRole('row')[1]!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // 02:30 UTC on the 25th is still the 24th in Orange County.
    expect(cells.slice(0, 4)).toEqual(['Invoice', '000123', 'Nov 24, 2026', '$122.24']);
    const link = within(row).getByRole('link', { name: 'Download invoice 000123 (PDF)' });
    expect(link.getAttribute('href')).toBe(invoice.href);
    expect(link.getAttribute('download')).toBe('invoice-000123.pdf');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Document',
      'Number',
      'Date',
      'Total',
      'Download',
    ]);
  });

  it('says the empty text when there is none, and nothing without one', () => {
    const { container, rerender } = render(<DocumentList documents={[]} empty="No invoice yet." />);
    expect(container.textContent).toBe('No invoice yet.');
    rerender(<DocumentList documents={[]} />);
    expect(container.textContent).toBe('');
  });
});

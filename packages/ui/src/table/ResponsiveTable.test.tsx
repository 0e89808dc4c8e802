import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../test/axe';
import { ResponsiveTable, type TableColumn } from './ResponsiveTable';

interface Payment {
  id: string;
  date: string;
  tour: string;
  amount: string;
}

const PAYMENTS: Payment[] = [
  { id: 'p2', date: '2 Jun 2031', tour: 'Alfama food walk', amount: '−€130.00' },
  { id: 'p1', date: '1 Jun 2031', tour: 'Kyoto temples at dawn', amount: '€65.00' },
];

function renderPayments(onView = vi.fn()) {
  const columns: TableColumn<Payment>[] = [
    { header: 'Date', cell: (payment) => payment.date },
    { header: 'Description', kind: 'title', cell: (payment) => payment.tour },
    { header: 'Amount', align: 'end', cell: (payment) => payment.amount },
    {
      header: 'Receipt',
      kind: 'action',
      hideHeader: true,
      cell: (payment) => (
        <button type="button" onClick={() => onView(payment.id)}>
          View receipt {payment.id}
        </button>
      ),
    },
  ];
  return render(
    <main>
      <ResponsiveTable
        caption="Charges and refunds, newest first"
        columns={columns}
        rows={PAYMENTS}
        rowKey={(payment) => payment.id}
      />
    </main>,
  );
}

describe('ResponsiveTable', () => {
  it('is a table named by its caption, with a header per column and a row per item', () => {
    renderPayments();
    const table = screen.getByRole('table', { name: 'Charges and refunds, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Description', 'Amount', 'Receipt']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveTextContent('Alfama food walk');
  });

  it('gives each value the label a card shows, hidden from screen readers, and none to the title or the action', () => {
    renderPayments();
    const [first] = screen.getAllByRole('row').slice(1);
    const cells = within(first!).getAllByRole('cell');
    const labels = cells.map((cell) => cell.querySelector('.ui-table-label')?.textContent ?? null);
    expect(labels).toEqual(['Date', null, 'Amount', null]);
    for (const label of first!.querySelectorAll('.ui-table-label')) {
      expect(label).toHaveAttribute('aria-hidden', 'true');
    }
    expect(cells[2]).toHaveClass('ui-table-end');
  });

  it("reaches each row's action with Tab and presses it with Enter", async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    renderPayments(onView);
    await user.tab();
    expect(screen.getByRole('button', { name: 'View receipt p2' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'View receipt p1' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onView).toHaveBeenCalledWith('p1');
  });

  it('passes axe', async () => {
    const { container } = renderPayments();
    expect(await axeViolations(container)).toEqual([]);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/apiError';
import type { CardPaymentInput } from './bookingSchemas';
import { CardPaymentForm } from './CardPaymentForm';

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  await user.type(screen.getByLabelText('Name on card'), 'Ana Traveller');
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/35');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
}

const declined = () =>
  new ApiError('API Error: 402 Payment Required', {
    status: 402,
    statusText: 'Payment Required',
    category: 'unknown',
    body: {
      message: 'Your card was declined. Nothing was charged. Try another card.',
      code: 'card_declined',
    },
    url: '/bookings/1/pay',
    method: 'POST',
  });

describe('CardPaymentForm', () => {
  it('the test-mode hint tells the security code an American Express card needs, which the form asks', async () => {
    const onPay = vi.fn();
    const user = userEvent.setup();
    render(<CardPaymentForm amountLabel="€110.00" onPay={onPay} showTestCards />);
    expect(screen.getByText(/Test mode:/)).toHaveTextContent('4 digits for American Express');
    await user.type(screen.getByLabelText('Name on card'), 'Ana Traveller');
    await user.type(screen.getByLabelText('Card number'), '378282246310005');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/35');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay €110.00' }));
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAccessibleDescription(
      'Security code must be 4 digits for this card',
    );
    expect(onPay).not.toHaveBeenCalled();
  });

  it('shows each problem beside its field, moves focus to the first and sends nothing', async () => {
    const onPay = vi.fn();
    const user = userEvent.setup();
    render(<CardPaymentForm amountLabel="€110.00" onPay={onPay} />);
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await user.click(screen.getByRole('button', { name: 'Pay €110.00' }));
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name on card')).toHaveFocus();
    expect(screen.getByLabelText('Name on card')).toHaveAccessibleDescription('Name on card is required');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      'Card number is not valid (check the digits)',
    );
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAccessibleDescription(
      'Expiry date is required',
    );
  });

  it('pays once for a double click, with the card as digits and the expiry as month and year', async () => {
    let resolvePay: () => void = () => undefined;
    const onPay = vi.fn((_input: CardPaymentInput) => new Promise<void>((resolve) => (resolvePay = resolve)));
    const user = userEvent.setup();
    render(<CardPaymentForm amountLabel="€110.00" onPay={onPay} />);
    await fillCard(user);
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    const button = screen.getByRole('button', { name: 'Pay €110.00' });
    await user.dblClick(button);
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Paying…' })).toBeDisabled();
    const sent = onPay.mock.calls[0]![0];
    expect(sent.card).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2035,
      cvc: '123',
      holderName: 'Ana Traveller',
    });
    expect(sent.idempotencyKey).toMatch(/^pay-/);
    resolvePay();
    expect(await screen.findByRole('button', { name: 'Pay €110.00' })).toBeEnabled();
  });

  it('says clearly that a declined card charged nothing, and retries with a new attempt key', async () => {
    const onPay = vi.fn<(input: CardPaymentInput) => Promise<void>>().mockRejectedValueOnce(declined());
    onPay.mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(<CardPaymentForm amountLabel="$65.00" onPay={onPay} />);
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $65.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. Nothing was charged. Try another card.',
    );
    await user.click(screen.getByRole('button', { name: 'Pay $65.00' }));
    expect(onPay).toHaveBeenCalledTimes(2);
    expect(onPay.mock.calls[1]?.[0].idempotencyKey).not.toBe(onPay.mock.calls[0]?.[0].idempotencyKey);
  });

  it('keeps the attempt key when no answer came back, so a retry cannot charge twice', async () => {
    const lost = new ApiError('Failed to fetch', {
      status: 0,
      statusText: '',
      category: 'network',
      body: null,
      url: '/bookings/1/pay',
      method: 'POST',
    });
    const onPay = vi.fn<(input: CardPaymentInput) => Promise<void>>().mockRejectedValueOnce(lost);
    onPay.mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(<CardPaymentForm amountLabel="$65.00" onPay={onPay} />);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $65.00' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Pay $65.00' }));
    expect(onPay.mock.calls[1]?.[0].idempotencyKey).toBe(onPay.mock.calls[0]?.[0].idempotencyKey);
  });

  it('puts the server’s field messages on the fields', async () => {
    const invalid = new ApiError('API Error: 400', {
      status: 400,
      statusText: 'Bad Request',
      category: 'unknown',
      body: {
        message: 'This card has expired',
        code: 'validation_error',
        issues: [{ path: 'card.expYear', message: 'This card has expired' }],
      },
      url: '/bookings/1/pay',
      method: 'POST',
    });
    const user = userEvent.setup();
    render(<CardPaymentForm amountLabel="$65.00" onPay={vi.fn().mockRejectedValue(invalid)} />);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $65.00' }));
    expect(await screen.findByText('This card has expired')).toBeVisible();
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveFocus();
  });
});

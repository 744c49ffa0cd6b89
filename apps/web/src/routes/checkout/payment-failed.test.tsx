import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '@/test/utils';
import { FAILED_DIALOG_DELAY_MS, PaymentFailed } from './payment-failed';

const reasons = { total_size: 1, limit: 10, offset: 1, reasons: [{ id: 1, reason: 'Changed my mind', user_type: 'customer' }] };

function setup(cashAllowed = true) {
  const onDone = vi.fn();
  const fetchMock = mockFetch({
    'customer/order/payment-method': { body: { message: 'Payment info updated.' } },
    'customer/order/cancel': { body: { message: 'Order canceled successfully' } },
    'customer/order/cancellation-reasons': { body: reasons },
  });
  renderWithApp(<PaymentFailed orderId={100004} cashAllowed={cashAllowed} guestId="guest-12345" onDone={onDone} />);
  return { onDone, fetchMock };
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(path))!;
  return { method: call[1]!.method, body: JSON.parse(String(call[1]!.body)) };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('PaymentFailed', () => {
  it('opens Order Place Failed 500 ms after coming back', () => {
    vi.useFakeTimers();
    setup();
    expect(screen.queryByTestId('order-failed')).toBeNull();
    act(() => vi.advanceTimersByTime(FAILED_DIALOG_DELAY_MS - 1));
    expect(screen.queryByTestId('order-failed')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const dialog = screen.getByRole('dialog', { name: 'Order Place Failed' });
    expect(within(dialog).getByText("Order didn't place successfully")).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });

  it('switches the order to cash on delivery, then leaves', async () => {
    const { onDone, fetchMock } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Cash on Delivery' }));
    expect(await screen.findByText('Payment info updated.')).toBeTruthy();
    expect(onDone).toHaveBeenCalledOnce();
    expect(bodyOf(fetchMock, 'customer/order/payment-method')).toEqual({
      method: 'POST', body: { order_id: 100004, guest_id: 'guest-12345', payment_method: 'cash_on_delivery' },
    });
  });

  it('offers no cash on delivery where config forbids it', async () => {
    setup(false);
    await screen.findByTestId('order-failed');
    expect(screen.queryByRole('button', { name: 'Switch to Cash on Delivery' })).toBeNull();
  });

  it('cancels with the default reason or a listed one', async () => {
    const { onDone, fetchMock } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Back to home' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to cancel this order?' });
    expect((within(dialog).getByRole('radio', { name: 'Order payment canceled' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Changed my mind' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(screen.getByText('Order canceled successfully')).toBeTruthy();
    expect(bodyOf(fetchMock, 'customer/order/cancel')).toEqual({ method: 'PUT', body: { order_id: 100004, guest_id: 'guest-12345', reason: 'Changed my mind' } });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('cancellation-reasons?offset=1&limit=10&type=customer'))).toBe(true);
  });
});

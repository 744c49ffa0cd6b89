import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '@/test/utils';
import { PrescriptionCard } from './prescription-card';

const image = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const address = { address: 'Downtown Dubai', latitude: 25.19, longitude: 55.27 };

function setup() {
  const onPlaced = vi.fn();
  const fetchMock = mockFetch({ 'customer/order/prescription/place': { body: { message: 'Order placed successfully', order_id: 100009 } } });
  renderWithApp(<PrescriptionCard storeId={4} address={address} contact={null} guestId={null} note="" onPlaced={onPlaced} />);
  const input = () => screen.getByLabelText('Add images') as HTMLInputElement;
  return { onPlaced, fetchMock, choose: (...files: File[]) => fireEvent.change(input(), { target: { files } }) };
}

describe('PrescriptionCard', () => {
  it('asks for a photo, refuses a fourth, then sends them as multipart', async () => {
    const { onPlaced, fetchMock, choose } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Send prescription' }));
    expect(screen.getByRole('alert').textContent).toBe('Please upload your prescription image');
    choose(image('a.png'), image('b.png'), image('c.png'), image('d.png'));
    expect(screen.getByRole('alert').textContent).toBe('Maximum 3 images can be send at a time.');
    choose(image('big.png', 2 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('Each image must be at most 2 MB.');
    choose(image('a.png'), image('b.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Send prescription' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    const form = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(form.getAll('order_attachment[]')).toHaveLength(2);
    expect(form.get('store_id')).toBe('4');
    expect(form.get('address')).toBe('Downtown Dubai');
  });
});

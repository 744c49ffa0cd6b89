import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONSOLE_STORAGE_KEYS } from '@storefront/contract';
import { CONFIG, mockApi, operator, renderConsole, session } from '../../../test/render-console';

const ORDER = {
  id: 44, order_status: 'confirmed', payment_status: 'unpaid', payment_method: 'cash_on_delivery', order_type: 'delivery', module_id: 1, module_type: 'food',
  order_amount: 31, item_count: 3, details_count: 2, scheduled: 0, schedule_at: '2026-11-29T10:00:00Z', created_at: '2026-11-29T10:00:00Z', updated_at: '2026-11-29T10:00:00Z',
  store: { id: 3, name: 'Green Basket', logo: '', logo_full_url: '', address: null, phone: null, latitude: 25.2, longitude: 55.27 },
  totals: { item_amount: 28, delivery_charge: 3 }, delivery_address: { address: 'Marina Walk 4', latitude: 25.08, longitude: 55.14, contact_person_name: null, contact_person_number: null },
  receiver_details: { contact_person_name: 'Huda Saeed', contact_person_number: '+971551234567' }, delivery_man: null, order_note: 'No onions, please',
  processing_time: 20, order_attachment_full_url: ['/api/v1/files/prescription/a.webp?sig=1'], status_history: [], timestamps: {},
};
const LINES = [
  { id: 1, item_id: 5, name: 'Chicken shawarma', quantity: 2, price: 10, original_price: 10, variation: ['Size: Large'], add_ons: [{ id: 9, name: 'Garlic sauce', price: 1, quantity: 1 }], add_ons_price: 1, total: 22, image: '', image_full_url: '', item_campaign_id: null },
  { id: 2, item_id: 6, name: 'Lemon mint', quantity: 1, price: 6, original_price: 6, variation: [], add_ons: [], add_ons_price: 0, total: 6, image: '', image_full_url: '', item_campaign_id: null },
];

describe('an order\'s page', () => {
  it('shows the kitchen ticket (lines, choices, add-ons, the note), the customer, the prescription, the next steps, and prints', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
    mockApi({
      'GET config': CONFIG, 'GET console/me': { status: 200, body: session(operator('store', { store: { id: 3, name: 'Green Basket' } })) },
      'GET console/stores/3/orders/44': { status: 200, body: { order: ORDER, details: LINES } },
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderConsole('/stores/3/orders/44');
    const ticket = await screen.findByTestId('kitchen-ticket');
    expect(within(ticket).getByText('Chicken shawarma')).toBeTruthy();
    expect(within(ticket).getByText('Size: Large')).toBeTruthy();
    expect(within(ticket).getByText('+ 1× Garlic sauce')).toBeTruthy();
    expect(within(ticket).getByText('No onions, please')).toBeTruthy();
    expect(screen.getByText('Huda Saeed')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+971551234567' }).getAttribute('href')).toBe('tel:+971551234567');
    expect(screen.getByRole('img', { name: 'Prescription photo 1' }).getAttribute('src')).toBe('/api/v1/files/prescription/a.webp?sig=1');
    expect(screen.getByText(/ready in 20 min/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start preparing' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Print kitchen ticket' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows the photo the courier took at the door of a delivered order, and no courier on its map any more', async () => {
    vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
    const url = '/api/v1/files/delivery/b.webp?sig=2';
    mockApi({
      'GET config': CONFIG, 'GET console/me': { status: 200, body: session(operator('store', { store: { id: 3, name: 'Green Basket' } })) },
      'GET console/stores/3/orders/44': { status: 200, body: { order: { ...ORDER, order_status: 'delivered', order_attachment_full_url: [], delivery_photo: url, delivery_man: { id: 5, f_name: 'Yusuf', l_name: 'Rahman', lat: 25.1, lng: 55.2 } }, details: LINES } },
    });
    renderConsole('/stores/3/orders/44');
    const photo = await screen.findByTestId('delivery-photo');
    expect(within(photo).getByText('Photo at delivery')).toBeTruthy();
    expect(within(photo).getByRole('img', { name: 'The photo the courier took at the door' }).getAttribute('src')).toBe(url);
    expect(screen.queryByRole('img', { name: 'Prescription photo 1' })).toBeNull();
    expect(await screen.findByRole('img', { name: 'Green Basket' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Yusuf Rahman' })).toBeNull();
  });
});

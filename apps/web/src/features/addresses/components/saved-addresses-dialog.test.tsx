import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addressFixture } from '@/test/account-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import type { AddressPoint } from '../guest-address';
import { useSelectDeliveryAddress } from '../hooks/use-select-delivery-address';
import { SavedAddressesDialog } from './saved-addresses-dialog';

const page = (addresses: unknown[]) => ({ body: { total_size: addresses.length, limit: 100, offset: 1, addresses } });

function setup({ signedIn = true, addresses = [] as unknown[], onSelect = vi.fn() as (a: AddressPoint) => void } = {}) {
  if (signedIn) localStorage.setItem('token', 'token-123');
  const fetchMock = mockFetch({ 'customer/address/list': page(addresses) });
  const onClose = vi.fn();
  renderWithApp(<SavedAddressesDialog signedIn={signedIn} renderMap={() => null} onClose={onClose} onSelect={onSelect} />, { extraRoutes: ['/auth/sign-in'] });
  return { fetchMock, onClose, onSelect };
}

/** What the app passes: the chosen address becomes the delivery location. */
function WithDeliverySelection() {
  const select = useSelectDeliveryAddress();
  return <SavedAddressesDialog signedIn renderMap={() => null} onClose={() => {}} onSelect={select} />;
}

describe('SavedAddressesDialog', () => {
  it("shows the spec's empty state when nothing is saved", async () => {
    setup();
    expect(await screen.findByText('Oops')).toBeTruthy();
    expect(screen.getByText("You don't have any saved address yet. please save address to continue")).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Select' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks guests to sign in and loads nothing', () => {
    const { fetchMock } = setup({ signedIn: false });
    expect(screen.getByText('To select from saved addresses, you need to sign in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth/sign-in');
    expect(screen.queryByRole('button', { name: 'Add New Address' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('selects one of the saved addresses', async () => {
    const office = addressFixture({ id: 12, address_type: 'office', address: 'Dubai Marina Walk' });
    const { onSelect, onClose } = setup({ addresses: [addressFixture(), office] });
    const radio = await screen.findByRole('radio', { name: /Dubai Marina Walk/ });
    expect(screen.getByRole('radiogroup').className).toContain('max-h-[40vh]');
    fireEvent.click(radio);
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith(office);
    expect(onClose).toHaveBeenCalled();
  });

  it('makes the chosen address the delivery location', async () => {
    localStorage.setItem('token', 'token-123');
    mockFetch({ 'customer/address/list': page([addressFixture()]) });
    renderWithApp(<WithDeliverySelection />);
    fireEvent.click(await screen.findByRole('radio', { name: /Burj Khalifa/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(await screen.findByText('New delivery address selected.')).toBeTruthy();
    expect(localStorage.getItem('zoneid')).toBe('[2,1]');
    expect(localStorage.getItem('location')).toBe('Burj Khalifa Blvd, Downtown Dubai');
    expect(JSON.parse(localStorage.getItem('currentLatLng')!)).toEqual({ lat: 25.1972, lng: 55.2744 });
  });
});

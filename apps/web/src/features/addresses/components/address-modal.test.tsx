import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PointPickerProps } from '@/components/map/point-picker-props';
import { addressFixture, requestBody } from '@/test/account-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { AddressModal, type AddressModalProps } from './address-modal';

const POINT = { zoneId: '[2,1]', latLng: { lat: 25.2, lng: 55.27 }, address: 'Sheikh Zayed Rd, Dubai' };

/** Stands in for the location feature's map: the point resolves once, as soon as it is shown. */
function FakeMap({ start, onChange }: PointPickerProps) {
  const [first] = useState(() => ({ start, onChange }));
  useEffect(() => first.onChange(first.start ? { ...POINT, latLng: first.start.latLng, address: first.start.address } : POINT), [first]);
  return <div data-testid="fake-point-picker" />;
}

function setup(props: Partial<AddressModalProps> = {}) {
  const fetchMock = mockFetch({
    'customer/address/add': { body: { message: 'Address added successfully.', address: addressFixture({ id: 12 }) } },
    'customer/address/update/11': { body: { message: 'Address updated successfully.', address: addressFixture() } },
  });
  const handlers = { onClose: vi.fn(), onSaved: vi.fn() };
  renderWithApp(<AddressModal signedIn renderMap={(p) => <FakeMap {...p} />} {...handlers} {...props} />);
  return { fetchMock, ...handlers };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('AddressModal', () => {
  it('fills the address from the map and shows the texts for the required fields', async () => {
    const { fetchMock } = setup();
    await waitFor(() => expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('Sheikh Zayed Rd, Dubai'));
    fill('Address', '  ');
    save();
    expect(screen.getByText('Address is required')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Phone Number is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves a new address for a signed-in customer, with its label and extra details', async () => {
    const { fetchMock, onSaved, onClose } = setup({ contact: { name: 'Layla Haddad', phone: '+971501234567' } });
    await waitFor(() => expect((screen.getByLabelText('Address') as HTMLInputElement).value).not.toBe(''));
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    fill('Label name', 'Gym');
    fill('Floor', '3');
    expect((screen.getByRole('checkbox', { name: 'Save this Address' }) as HTMLInputElement).checked).toBe(true);
    save();
    expect(await screen.findByText('Address added successfully.')).toBeTruthy();
    expect(requestBody(fetchMock, 'customer/address/add')).toEqual({
      address_type: 'other', address_label: 'Gym', address: 'Sheikh Zayed Rd, Dubai', contact_person_name: 'Layla Haddad',
      contact_person_number: '+971501234567', latitude: 25.2, longitude: 55.27, road: null, house: null, floor: '3',
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
    expect(onClose).toHaveBeenCalled();
  });

  it('updates an existing address in place', async () => {
    const { fetchMock } = setup({ address: addressFixture({ address_type: 'Gym', house: '12' }) });
    expect(screen.getByRole('heading', { name: 'Update Address' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Other' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Label name') as HTMLInputElement).value).toBe('Gym');
    expect(screen.queryByRole('checkbox', { name: 'Save this Address' })).toBeNull();
    save();
    expect(await screen.findByText('Address updated successfully.')).toBeTruthy();
    expect(requestBody(fetchMock, 'customer/address/update/11')).toMatchObject({ address: 'Burj Khalifa Blvd, Downtown Dubai', house: '12', latitude: 25.1972 });
  });

  it("keeps a guest's address on the device only", async () => {
    const { fetchMock, onSaved } = setup({ signedIn: false });
    expect(screen.queryByRole('checkbox', { name: 'Save this Address' })).toBeNull();
    fill('Contact person name', 'Guest');
    fill('Contact person number', '+971 55 000 1111');
    await waitFor(() => expect((screen.getByLabelText('Address') as HTMLInputElement).value).not.toBe(''));
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('guest_address')!)).toMatchObject({ contact_person_name: 'Guest', zone_ids: [2, 1], address_type: 'home' });
  });
});

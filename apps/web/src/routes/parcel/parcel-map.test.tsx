import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PointPickerProps } from '@/components/map/point-picker-props';
import { saveLocation } from '@/test/wishlist-fixtures';
import { ParcelMap } from './parcel-map';

// The picker reports the point it opens on at once, then wherever the customer moves it.
vi.mock('@/features/location/components/point-picker', () => ({
  PointPicker: ({ onChange }: PointPickerProps) => (
    <>
      <button type="button" onClick={() => onChange({ zoneId: '[1]', latLng: { lat: 25.19, lng: 55.27 }, address: 'Downtown Dubai' })}>
        Opening point
      </button>
      <button type="button" onClick={() => onChange({ zoneId: '[1]', latLng: { lat: 25.08, lng: 55.14 }, address: 'Dubai Marina Walk' })}>
        Moved
      </button>
    </>
  ),
}));

const settings = { defaultCenter: { lat: 25.2, lng: 55.27 }, tileUrl: '', attribution: '' };

describe('ParcelMap', () => {
  it('does not take the current location for a party without an address, only a point the customer moved to', async () => {
    saveLocation('parcel');
    const onChange = vi.fn();
    render(<ParcelMap settings={settings} start={null} onChange={onChange} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Opening point' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Moved' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ address: 'Dubai Marina Walk' }));
  });

  it('reports the start point of a party that has one (the sender)', async () => {
    saveLocation('parcel');
    const onChange = vi.fn();
    render(<ParcelMap settings={settings} start={{ latLng: { lat: 25.19, lng: 55.27 }, address: 'Downtown Dubai' }} onChange={onChange} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Opening point' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ address: 'Downtown Dubai' }));
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeMap, mapSettings } from '@/test/location-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { PointPicker } from './point-picker';

vi.mock('./location-map', async () => (await import('@/test/location-fixtures')).mockLocationMap());

const OUTSIDE = { status: 404, body: { errors: [{ code: 'service_not_available', message: 'Service is not available in this area yet.' }] } };

function setup() {
  mockFetch({
    'zone/list': { body: [] },
    'config/geocode-api': { body: { results: [{ formatted_address: 'Sheikh Zayed Rd, Dubai', place_id: 'g1', geometry: { location: { lat: 0, lng: 0 } } }] } },
    'config/get-zone-id': { body: { zone_id: '[2,1]', zone_data: [] } },
  });
  const onChange = vi.fn();
  renderWithApp(<PointPicker settings={mapSettings} onChange={onChange} />);
  return { onChange };
}

describe('PointPicker', () => {
  it('reports the resolved point once, with its address and zones', async () => {
    const { onChange } = setup();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ zoneId: '[2,1]', address: 'Sheikh Zayed Rd, Dubai', latLng: { lat: 25.2, lng: 55.27 } }));
    const reports = onChange.mock.calls.length;
    expect(screen.getByTestId('point-status').textContent).toBe('Sheikh Zayed Rd, Dubai');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onChange).toHaveBeenCalledTimes(reports);
  });

  it('reports nothing while the point is outside every zone, and says why', async () => {
    mockFetch({
      'zone/list': { body: [] },
      'config/geocode-api': { body: { results: [] } },
      'config/get-zone-id': OUTSIDE,
    });
    const onChange = vi.fn();
    renderWithApp(<PointPicker settings={mapSettings} onChange={onChange} />);
    fakeMap.dragTo = { lat: 24.2, lng: 55.7 };
    fireEvent.click(screen.getByTestId('fake-map'));
    await waitFor(() => expect(screen.getByTestId('point-status').textContent).toBe('Service is not available in this area yet.'));
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ zoneId: expect.anything() }));
  });
});

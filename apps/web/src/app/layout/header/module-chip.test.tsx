import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '@/test/account-fixtures';
import { configFixture, moduleFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { saveLocation } from '@/test/wishlist-fixtures';
import { MobileHeader } from './mobile-header';

/** The module was chosen in English; the page is now in Arabic and the zone's list answers in Arabic. */
describe('the mobile module chip', () => {
  it('names the chosen module as the module list does in this language, and keeps that name', async () => {
    saveLocation('food');
    expect(JSON.parse(localStorage.getItem('module')!).module_name).not.toBe('طعام');
    mockFetch({
      config: { body: configFixture() },
      module: { body: [moduleFixture({ module_name: 'طعام' }), moduleFixture({ id: 2, module_type: 'grocery', module_name: 'بقالة' })] },
      'customer/info': { body: customerFixture() },
      'customer/cart/list': { body: [] },
    });
    renderWithApp(<MobileHeader onOpenCart={() => {}} />);
    const chip = await screen.findByRole('button', { name: 'Switch module' });
    await waitFor(() => expect(chip.textContent).toBe('طعام'));
    expect(JSON.parse(localStorage.getItem('module')!).module_name).toBe('طعام');
  });
});

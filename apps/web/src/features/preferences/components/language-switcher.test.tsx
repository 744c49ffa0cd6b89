import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/lib/browser';
import { LanguageSwitcher } from './language-switcher';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn() }));

describe('LanguageSwitcher', () => {
  beforeEach(() => vi.mocked(reloadPage).mockClear());

  const choose = (name: string) => {
    fireEvent.click(screen.getByTestId('language-switcher'));
    fireEvent.click(screen.getByRole('button', { name }));
    return screen.getByRole('dialog');
  };

  it('offers English, Arabic and French as buttons', () => {
    render(<LanguageSwitcher />);
    fireEvent.click(screen.getByTestId('language-switcher'));
    for (const name of ['English', 'العربية', 'Français']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('after confirming Arabic stores it, switches the page to right-to-left and reloads', () => {
    render(<LanguageSwitcher />);
    const dialog = choose('العربية');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Confirm this request?')).toBeTruthy();
    expect(document.documentElement.dir).not.toBe('rtl');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('language-setting')).toBe('ar');
    expect(localStorage.getItem('country')).toBe('SA');
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('changes nothing when cancelled', () => {
    render(<LanguageSwitcher />);
    fireEvent.click(within(choose('Français')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('language-setting')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('closes the confirm dialog with Escape', () => {
    render(<LanguageSwitcher />);
    choose('Français');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('keeps French left-to-right', () => {
    render(<LanguageSwitcher />);
    fireEvent.click(within(choose('Français')).getByRole('button', { name: 'Yes' }));
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('fr');
  });
});

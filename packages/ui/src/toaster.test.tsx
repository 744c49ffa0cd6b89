import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast, toastStore } from './toast';
import { Toaster } from './toaster';

afterEach(() => act(() => toastStore.clear()));

describe('Toaster', () => {
  it('isolates the message, so an English server text keeps its full stop at its end on a right-to-left page', () => {
    render(<Toaster navigate={() => {}} />);
    act(() => void toast.error('Coupon not found.'));
    const message = screen.getByText('Coupon not found.');
    expect(message.tagName).toBe('BDI');
  });
});

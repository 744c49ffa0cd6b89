import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('isolates the server\'s message from the page\'s direction', () => {
    render(<ErrorState message="Store not found." />);
    expect(screen.getByText('Store not found.').tagName).toBe('BDI');
  });
});

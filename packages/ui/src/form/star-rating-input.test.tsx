import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarRatingInput } from './star-rating-input';

function Controlled({ initial = null, onChange = () => {} }: { initial?: number | null; onChange?: (value: number) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <StarRatingInput
      value={value}
      label="Rate it"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const group = () => screen.getByRole('radiogroup', { name: 'Rate it' });
const checked = () => within(group()).queryAllByRole('radio', { checked: true }).map((radio) => radio.getAttribute('aria-label'));
const fills = () => [...group().querySelectorAll('[data-fill]')].map((star) => star.getAttribute('data-fill'));

describe('StarRatingInput', () => {
  it('offers 1 to 5 in half steps, the first star whole only', () => {
    render(<Controlled />);
    const radios = within(group()).getAllByRole('radio');
    expect(radios.map((radio) => radio.dataset.rating)).toEqual(['1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5']);
    // One tab stop: the first value while nothing is chosen.
    expect(radios.filter((radio) => radio.tabIndex === 0).map((radio) => radio.dataset.rating)).toEqual(['1']);
    expect(fills()).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('puts the half value on the start half of each star and the whole value on the end half', () => {
    render(<Controlled />);
    const star = group().querySelectorAll('[data-fill]')[3]!;
    const [half, whole] = within(star as HTMLElement).getAllByRole('radio');
    expect(half!.getAttribute('aria-label')).toBe('3.5 stars');
    expect(half!.className).toContain('start-0');
    expect(whole!.getAttribute('aria-label')).toBe('4 stars');
    expect(whole!.className).toContain('end-0');
  });

  it('previews the hovered value and picks the clicked one', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.mouseEnter(screen.getByRole('radio', { name: '2.5 stars' }));
    expect(fills()).toEqual(['full', 'full', 'half', 'empty', 'empty']);
    fireEvent.mouseLeave(group());
    expect(fills()).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    fireEvent.click(screen.getByRole('radio', { name: '4.5 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(4.5);
    expect(checked()).toEqual(['4.5 stars']);
    expect(screen.getByRole('radio', { name: '4.5 stars' }).tabIndex).toBe(0);
  });

  it('steps by halves with the arrow keys and jumps with Home and End, moving the focus', () => {
    render(<Controlled initial={3} />);
    const three = screen.getByRole('radio', { name: '3 stars' });
    three.focus();
    fireEvent.keyDown(three, { key: 'ArrowRight' });
    expect(checked()).toEqual(['3.5 stars']);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '3.5 stars' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(checked()).toEqual(['4 stars']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(checked()).toEqual(['3 stars']);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(checked()).toEqual(['5 stars']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(checked()).toEqual(['5 stars']);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(checked()).toEqual(['1 star']);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' }));
  });

  it('mirrors the arrow keys right to left', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    render(<Controlled initial={3} />);
    const three = screen.getByRole('radio', { name: '3 stars' });
    fireEvent.keyDown(three, { key: 'ArrowLeft' });
    expect(checked()).toEqual(['3.5 stars']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(checked()).toEqual(['2.5 stars']);
  });

  it('ignores everything while disabled', () => {
    const onChange = vi.fn();
    render(<StarRatingInput value={2} onChange={onChange} label="Rate it" disabled />);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.keyDown(screen.getByRole('radio', { name: '2 stars' }), { key: 'ArrowRight' });
    expect(onChange).not.toHaveBeenCalled();
  });
});

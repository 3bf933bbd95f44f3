import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPlace, formatRating, StarRating, starsOf } from './star-rating';

describe('StarRating', () => {
  it.each([
    [5, ['full', 'full', 'full', 'full', 'full']],
    [4.5, ['full', 'full', 'full', 'full', 'half']],
    [4.49, ['full', 'full', 'full', 'full', 'empty']],
    [3.7, ['full', 'full', 'full', 'half', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [7, ['full', 'full', 'full', 'full', 'full']],
  ])('%f stars -> %j (a half star only when the fraction is 0.5 or more)', (rating, stars) => {
    expect(starsOf(rating)).toEqual(stars);
  });

  it('shows one decimal and reads as "Rated n out of 5"', () => {
    render(<StarRating rating={4.46} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(formatRating(4)).toBe('4.0');
    expect(document.querySelectorAll('[data-star="half"]')).toHaveLength(0);
  });

  it.each([
    ['Austin', 'TX', 'Austin, TX'],
    ['Austin', null, 'Austin'],
    [null, 'TX', 'TX'],
    [null, null, 'N/A'],
    ['  ', '', 'N/A'],
  ])('place of %s / %s is %s', (city, state, text) => {
    expect(formatPlace(city, state)).toBe(text);
  });
});

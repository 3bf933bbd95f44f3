import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestimonialPanel, testimonials } from './testimonial-panel';

describe('TestimonialPanel', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the next of the 7 testimonials every 5 seconds and jumps to one from its dot', async () => {
    render(<TestimonialPanel />);
    expect(testimonials).toHaveLength(7);
    expect(screen.getByText(testimonials[0].quote)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByText(testimonials[0].quote)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText(testimonials[1].quote)).toBeInTheDocument();

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Show testimonial 6 of 7' }));
    expect(screen.getByText(testimonials[5].quote)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show testimonial 6 of 7' })).toHaveAttribute('aria-current', 'true');
  });

  it('stays still when the browser asks for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
    render(<TestimonialPanel />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText(testimonials[0].quote)).toBeInTheDocument();
  });
});

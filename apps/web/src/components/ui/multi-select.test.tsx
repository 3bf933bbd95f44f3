import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MultiSelectField } from './multi-select';

const options = ['A', 'B', 'C', 'D'].map((letter) => ({ value: letter.toLowerCase(), label: `Option ${letter}` }));

function Harness({ max, initial = [] }: { max?: number; initial?: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MultiSelectField label="Pick some" options={options} value={value} onChange={setValue} max={max} />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('MultiSelectField', () => {
  it('is a named group of checkboxes that toggle values in and out', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: 'Pick some' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Option B' }));
    await user.click(screen.getByRole('checkbox', { name: 'Option D' }));
    expect(screen.getByRole('status')).toHaveTextContent('b,d');
    await user.click(screen.getByRole('checkbox', { name: 'Option B' }));
    expect(screen.getByRole('status')).toHaveTextContent('d');
  });

  it('allows at most `max` choices: the others are disabled until one is taken back', async () => {
    render(<Harness max={2} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Option A' }));
    expect(screen.getByText('1 of 2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Option C' }));
    expect(screen.getByText('2 of 2 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Option B' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Option D' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Option A' }));
    expect(screen.getByRole('checkbox', { name: 'Option B' })).toBeEnabled();
  });
});

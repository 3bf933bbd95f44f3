import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TagsInput } from './tags-input';

function Harness(props: { max?: number; initial?: string[]; withSuggestions?: boolean }) {
  const [value, setValue] = useState(props.initial ?? []);
  return (
    <>
      <TagsInput
        label="Tags"
        value={value}
        onChange={setValue}
        max={props.max}
        suggestions={props.withSuggestions ? [{ value: 'sleep', label: 'Sleep' }, { value: 'stress', label: 'Stress' }] : undefined}
        allowCustom={!props.withSuggestions}
      />
      <output aria-label="value">{value.join('|')}</output>
    </>
  );
}

const valueOf = () => screen.getByRole('status', { name: 'value' }).textContent;

describe('TagsInput', () => {
  it('adds typed tags with Enter or a comma, removes them with their button or Backspace', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Tags');
    await user.type(input, 'focus{Enter}calm,');
    expect(valueOf()).toBe('focus|calm');
    await user.click(screen.getByRole('button', { name: 'Remove focus' }));
    expect(valueOf()).toBe('calm');
    await user.type(input, '{Backspace}');
    expect(valueOf()).toBe('');
  });

  it('holds at most 10 tags by default', async () => {
    render(<Harness initial={Array.from({ length: 9 }, (_, index) => `t${index}`)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tags'), 'tenth{Enter}');
    expect(screen.getByText('10 of 10 added')).toBeInTheDocument();
    expect(screen.getByLabelText('Tags')).toBeDisabled();
    expect(valueOf()?.split('|')).toHaveLength(10);
  });

  it('with suggestions only, adds from the list and refuses anything else', async () => {
    render(<Harness withSuggestions max={1} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tags'), 'nap{Enter}');
    expect(screen.getByText('Choose one of the suggestions below.')).toBeInTheDocument();
    expect(valueOf()).toBe('');
    // The typed text filters the suggestions; cleared, all of them are offered again.
    expect(screen.queryByRole('button', { name: 'Add Sleep' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Tags'));
    await user.click(screen.getByRole('button', { name: 'Add Sleep' }));
    expect(valueOf()).toBe('sleep');
    expect(screen.getByText('Sleep', { selector: 'li' })).toBeInTheDocument();
    // Full at 1: no more suggestions are offered.
    expect(screen.queryByRole('button', { name: 'Add Stress' })).not.toBeInTheDocument();
  });
});

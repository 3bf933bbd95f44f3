import { Search } from 'lucide-react';
import { TextField } from './field';

/** A search box: its label is for screen readers, the placeholder and the magnifier say what it is. */
export function SearchField({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={label}
      hideLabel
      type="search"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      trailing={<Search aria-hidden="true" className="mr-3 size-4 text-ink-muted" />}
    />
  );
}

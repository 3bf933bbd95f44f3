import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { TextField, type TextFieldProps } from '@/components/ui/field';

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'trailing'>>(function PasswordField(props, ref) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      {...props}
      type={isVisible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          // One fixed name with aria-pressed: screen readers announce 'Show password, pressed'.
          aria-label="Show password"
          aria-pressed={isVisible}
          className="inline-flex size-11 items-center justify-center rounded-control text-ink-muted hover:text-ink"
        >
          {isVisible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      }
    />
  );
});

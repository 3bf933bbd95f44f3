import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from './button';

/** How long the checkmark stays after a copy (spec: 2 s). */
export const COPY_FEEDBACK_MS = 2000;

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What goes to the clipboard. */
  text: string;
  /** The button's words, e.g. 'Copy code'; 'Copied!' with a checkmark for 2 s after a copy. */
  label?: string;
  /** What is copied, for screen readers when the label alone does not say ('referral link'): read after the label. */
  context?: string;
}

/** Copies a code, link or text and shows a checkmark for 2 seconds. */
export function CopyButton({ text, label = 'Copy', context, variant = 'outline', size = 'sm', ...props }: CopyButtonProps) {
  const [isCopied, setIsCopied] = useState(false);
  const [isFailed, setIsFailed] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setIsFailed(false);
      setIsCopied(true);
    } catch {
      setIsFailed(true);
    }
  }

  return (
    <>
      <Button variant={variant} size={size} onClick={() => void copy()} {...props}>
        {isCopied ? <Check aria-hidden="true" className="size-4 text-success-700" /> : <Copy aria-hidden="true" className="size-4" />}
        {isCopied ? 'Copied!' : label}
        {context && !isCopied ? <span className="sr-only"> ({context})</span> : null}
      </Button>
      <span role="status" className="sr-only">
        {isCopied ? 'Copied to the clipboard' : isFailed ? 'Could not copy. Select the text and copy it yourself.' : ''}
      </span>
    </>
  );
}

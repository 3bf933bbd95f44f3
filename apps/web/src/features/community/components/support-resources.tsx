import { MessageSquareText, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';

/**
 * Where to find help right now: the 988 Suicide & Crisis Lifeline, to call or text from a phone, and the
 * school's own resources on the Campus Resources tab.
 */
export function SupportResources({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex flex-col gap-3 rounded-control bg-info-50 p-4 text-sm text-ink">
      <p>
        You are not alone, and support is here for you any time, day or night. The <strong>988 Suicide &amp; Crisis Lifeline</strong> is free and
        confidential.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <a href="tel:988" className={buttonClassName({ variant: 'primary', className: 'flex-1' })}>
          <Phone aria-hidden="true" className="size-4" />
          Call 988
        </a>
        <a href="sms:988" className={buttonClassName({ variant: 'outline', className: 'flex-1' })}>
          <MessageSquareText aria-hidden="true" className="size-4" />
          Text 988
        </a>
      </div>
      <p>
        Your school has people ready to help too: see the{' '}
        <Link to="/campus-resources" onClick={onNavigate} className="font-semibold text-primary-800 underline">
          Campus Resources
        </Link>{' '}
        tab.
      </p>
    </div>
  );
}

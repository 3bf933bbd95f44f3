import { CalendarCheck, Gift, GraduationCap, RotateCcw, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

const steps: { Icon: LucideIcon; title: string; text: string }[] = [
  { Icon: CalendarCheck, title: 'One credit, one session', text: 'Booking a coaching session uses 1 credit. Sessions usually last 30 to 45 minutes.' },
  { Icon: Gift, title: 'Welcome credits', text: 'Every new student starts with 2 free coaching sessions.' },
  { Icon: GraduationCap, title: 'School credits', text: 'Partner schools fund free credits for their students. When yours does, you can claim them here.' },
  { Icon: RotateCcw, title: 'Changed your plans?', text: 'Cancel more than 24 hours before a session and your credit comes back.' },
];

export function HowCreditsWork() {
  return (
    <Card aria-labelledby="how-credits-work-heading">
      <h2 id="how-credits-work-heading" className="mb-4 text-lg font-semibold text-ink">
        How credits work
      </h2>
      <ul className="flex flex-col gap-4">
        {steps.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-ink">{title}</p>
              <p className="text-sm text-ink-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

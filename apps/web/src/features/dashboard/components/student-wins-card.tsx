import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardHeader } from '@/components/ui/card';

const wins = [
  { text: 'Went to office hours for the first time and finally understood recursion.', who: 'Sophomore, computer science' },
  { text: 'Kept a steady sleep schedule for three weeks, and my mornings feel calmer.', who: 'Junior, nursing' },
  { text: 'Landed my first internship interview after two coaching sessions.', who: 'Senior, business' },
];

/** A few wins students shared, to show that small steps count. */
export function StudentWinsCard() {
  return (
    <Card>
      <CardHeader title="Student Wins Spotlight" subtitle="Small steps, real progress." />
      <ul className="flex flex-col gap-3">
        {wins.map((win) => (
          <li key={win.who} className="flex gap-3 rounded-control bg-canvas p-3">
            <PartyPopper aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
            <figure className="flex flex-col gap-1">
              <blockquote className="text-sm text-ink">{win.text}</blockquote>
              <figcaption className="text-xs text-ink-muted">{win.who}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Link to="/community" className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 hover:underline">
        Share your own win in the Community
      </Link>
    </Card>
  );
}

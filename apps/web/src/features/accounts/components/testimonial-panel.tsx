import { Quote } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

export const TESTIMONIAL_INTERVAL_MS = 5_000;

export const testimonials = [
  { quote: 'My coach helped me turn a rough first semester into my best one yet.', author: 'Maya, sophomore' },
  { quote: 'Talking to someone every week made exam season feel manageable.', author: 'Jordan, junior' },
  { quote: 'I finally have a plan for my internship search, and I actually stick to it.', author: 'Priya, senior' },
  { quote: 'The community reminded me I was not the only one feeling homesick.', author: 'Luis, first-year' },
  { quote: 'Small goals, real progress. I sleep better and study smarter now.', author: 'Aisha, junior' },
  { quote: 'Booking a session takes a minute, and it changed how I handle stress.', author: 'Ethan, sophomore' },
  { quote: 'Earning points for showing up for myself kept me coming back.', author: 'Sofia, graduate student' },
] as const;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The side panel of /login: seven student voices, one every 5 seconds, with dots to jump to one.
 * Rotation pauses while the pointer or focus is inside and never runs for reduced motion.
 */
export function TestimonialPanel({ className }: { className?: string }) {
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const [isStill] = useState(prefersReducedMotion);

  useEffect(() => {
    if (isPaused || isStill) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % testimonials.length), TESTIMONIAL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isPaused, isStill, index]);

  const current = testimonials[index] ?? testimonials[0];

  return (
    <aside
      aria-labelledby="testimonials-heading"
      className={cn('flex-col justify-center bg-primary-800 px-10 py-12 text-white xl:px-16', className)}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      <div className="mx-auto w-full max-w-lg">
        <h2 id="testimonials-heading" className="text-sm font-semibold uppercase tracking-wide text-primary-100">
          What students say
        </h2>
        <figure className="mt-6 min-h-48">
          <Quote aria-hidden="true" className="size-10 text-primary-300" />
          <blockquote key={index} className="mt-4 text-2xl font-medium leading-snug">
            <p>{current.quote}</p>
          </blockquote>
          <figcaption className="mt-4 text-primary-100">{current.author}</figcaption>
        </figure>
        <div className="mt-8 flex gap-1" role="group" aria-label="Choose a testimonial">
          {testimonials.map((testimonial, dot) => (
            <button
              key={testimonial.author}
              type="button"
              onClick={() => setIndex(dot)}
              aria-label={`Show testimonial ${dot + 1} of ${testimonials.length}`}
              aria-current={dot === index ? 'true' : undefined}
              className="group inline-flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2.5 rounded-full transition-all duration-200',
                  dot === index ? 'w-6 bg-white' : 'w-2.5 bg-primary-300 group-hover:bg-primary-100',
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </aside>
  );
}

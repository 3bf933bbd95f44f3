import { CalendarClock, CheckCircle2, Sparkles, Target, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import {
  dueLabel,
  encouragementFor,
  sampleActionItems,
  sampleWeeklyGoals,
  summarisePlan,
  type ActionItem,
  type ActionItemCategory,
  type WeeklyGoal,
} from '../sample-plan';

const categoryLabels: Record<ActionItemCategory, string> = { daily: 'Daily', weekly: 'Weekly', milestone: 'Milestone' };
const categoryTones = { daily: 'primary', weekly: 'neutral', milestone: 'accent' } as const;

function StatCard({ icon: Icon, label, value, children }: { icon: LucideIcon; label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-card border border-line bg-surface p-3 shadow-card sm:p-4">
      <span className="flex items-center gap-2 text-sm text-ink-muted">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
        {label}
      </span>
      <span className="text-xl font-bold text-ink tabular-nums sm:text-2xl">{value}</span>
      {children}
    </li>
  );
}

function GoalRow({ goal }: { goal: WeeklyGoal }) {
  return (
    <li className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-ink">{goal.title}</p>
          <p className="text-sm text-ink-muted">{goal.description}</p>
        </div>
        <span className="shrink-0 text-sm font-semibold text-ink tabular-nums">
          {goal.progress}/{goal.target} <span className="font-normal text-ink-muted">{goal.unit}</span>
        </span>
      </div>
      <ProgressBar label={goal.title} value={goal.progress} max={goal.target} />
    </li>
  );
}

function ActionItemRow({ item, onToggle }: { item: ActionItem; onToggle: () => void }) {
  const descriptionId = useId();
  return (
    <li className={cn('flex flex-col gap-2 rounded-control border p-4 transition-colors duration-150', item.completed ? 'border-success-600/30 bg-success-50' : 'border-line bg-surface')}>
      <div className="flex items-start justify-between gap-3">
        <CheckboxField
          label={<span className={cn('font-medium', item.completed && 'text-ink-muted line-through')}>{item.title}</span>}
          checked={item.completed}
          onChange={onToggle}
          aria-describedby={descriptionId}
        />
        <Badge tone={categoryTones[item.category]}>{categoryLabels[item.category]}</Badge>
      </div>
      <p id={descriptionId} className="pl-8 text-sm text-ink-muted">
        {item.description}
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 pl-8 text-xs text-ink-muted">
        <span className="inline-flex items-center gap-1">
          <CalendarClock aria-hidden="true" className="size-3.5" />
          {dueLabel(item.dueInDays)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {item.points} points
        </span>
      </p>
    </li>
  );
}

/** /coaching-plan: an example plan (spec: sample only). Ticking tasks changes only what this page shows. */
export default function CoachingPlanPage() {
  const [items, setItems] = useState<ActionItem[]>(sampleActionItems);
  const summary = summarisePlan(items);
  const encouragement = encouragementFor(summary.percent);

  function toggle(id: string) {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, completed: !item.completed } : item)));
  }

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader title="Coaching Plan" description="Your goals and next steps between coaching sessions." />
      <Alert tone="info" title="This is an example plan">
        Your coach builds your own plan with you in your sessions. Ticking the tasks below shows how it works; nothing here is saved.
      </Alert>

      <section aria-labelledby="plan-encouragement" className="rounded-card bg-linear-to-r from-primary-700 to-primary-800 p-5 text-white shadow-card">
        <h2 id="plan-encouragement" className="text-lg font-semibold">
          {encouragement.title}
        </h2>
        <p className="mt-1 text-primary-50" aria-live="polite">
          {encouragement.message}
        </p>
      </section>

      <section aria-labelledby="plan-progress">
        <h2 id="plan-progress" className="sr-only">
          Your progress
        </h2>
        <ul className="grid grid-cols-3 gap-2 sm:gap-3">
          <StatCard icon={Target} label="Completion" value={`${summary.percent}%`}>
            <ProgressBar label="Plan completion" value={summary.completed} max={summary.total} />
          </StatCard>
          <StatCard icon={Sparkles} label="Points earned" value={summary.pointsEarned} />
          <StatCard icon={CheckCircle2} label="Tasks completed" value={`${summary.completed} of ${summary.total}`} />
        </ul>
      </section>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-2" aria-label="Weekly goals">
          <CardHeader title="Weekly goals" subtitle="How this week is going" />
          <ul className="flex flex-col gap-5">
            {sampleWeeklyGoals.map((goal) => (
              <GoalRow key={goal.id} goal={goal} />
            ))}
          </ul>
        </Card>
        <Card className="lg:col-span-3" aria-label="Action items">
          <CardHeader title="Action items" subtitle="Tick a task when it is done; tick it again to undo" />
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <ActionItemRow key={item.id} item={item} onToggle={() => toggle(item.id)} />
            ))}
          </ul>
        </Card>
      </div>
    </main>
  );
}

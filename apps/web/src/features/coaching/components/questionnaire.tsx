import type { Question } from '@bloom/contract/coaching';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextareaField } from '@/components/ui/field';
import { RadioCardGroup } from '@/components/ui/radio-group';
import {
  canProceed,
  isAnswered,
  requiredMessageOf,
  skipped,
  TEXT_ANSWER_MAX,
  withChoice,
  withText,
  type DraftAnswer,
} from '../questionnaire-answers';

export interface QuestionnaireProps {
  questions: Question[];
  answers: ReadonlyMap<number, DraftAnswer>;
  onAnswer: (questionId: number, answer: DraftAnswer) => void;
  index: number;
  onIndexChange: (index: number) => void;
  onSubmit: () => void;
  isSubmitting: boolean;
  submitError: string | null;
}

/** The assessment, one question at a time: Next, and on the last question 'Find My Coaches'. */
export function Questionnaire({ questions, answers, onAnswer, index, onIndexChange, onSubmit, isSubmitting, submitError }: QuestionnaireProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const question = questions[index]!;
  const answer = answers.get(question.id);
  const isLast = index === questions.length - 1;
  const isReady = canProceed(question, answer);
  const progress = Math.round(((index + 1) / questions.length) * 100);

  // Moving between questions puts the reader at the new question.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [index]);

  function advance() {
    if (isLast) onSubmit();
    else onIndexChange(index + 1);
  }

  function next() {
    if (!isReady || isSubmitting) return;
    // An optional question left without an answer counts as skipped.
    if (!question.is_mandatory && !isAnswered(question, answer)) onAnswer(question.id, skipped());
    advance();
  }

  function skip() {
    if (question.is_mandatory || isSubmitting) return;
    onAnswer(question.id, skipped());
    advance();
  }

  const isTextTouched = touched.has(question.id);
  const textError = question.question_type === 'text' && question.is_mandatory && isTextTouched && !isReady ? requiredMessageOf(question) : undefined;
  const textLength = answer?.text.length ?? 0;

  return (
    <Card className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="font-medium text-ink-muted">
            Question {index + 1} of {questions.length}
          </span>
          {question.is_mandatory ? <Badge tone="primary">Required</Badge> : <Badge>Optional</Badge>}
        </div>
        <div
          role="progressbar"
          aria-label="Assessment progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 overflow-hidden rounded-full bg-primary-50"
        >
          <div className="h-full rounded-full bg-primary-600 transition-[width] duration-200" style={{ width: `${progress}%` }} />
        </div>
      </div>

      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <h2 ref={headingRef} tabIndex={-1} id={`${id}-question`} className="text-lg font-semibold text-ink focus:outline-none">
          {question.question_text}
          {question.is_mandatory ? (
            <span aria-hidden="true" className="ml-0.5 text-danger-700">
              *
            </span>
          ) : null}
        </h2>

        {question.question_type === 'multiple_choice' ? (
          <RadioCardGroup
            key={question.id}
            label={question.question_text}
            hideLabel
            options={question.choices.map((choice) => ({ value: String(choice.id), label: choice.choice_text }))}
            value={answer?.choice !== null && answer?.choice !== undefined ? String(answer.choice) : ''}
            onChange={(value) => onAnswer(question.id, withChoice(answer, Number(value)))}
            hint={question.is_mandatory && !isReady ? requiredMessageOf(question) : undefined}
          />
        ) : (
          <div className="flex flex-col gap-1">
            <TextareaField
              key={question.id}
              label={question.question_text}
              hideLabel
              isRequired={question.is_mandatory}
              value={answer?.text ?? ''}
              maxLength={TEXT_ANSWER_MAX}
              placeholder="Type your answer here"
              onChange={(event) => onAnswer(question.id, withText(answer, event.target.value))}
              onBlur={() => setTouched((current) => new Set(current).add(question.id))}
              error={textError}
              hint={question.is_mandatory && !isReady ? requiredMessageOf(question) : undefined}
              className="min-h-32"
            />
            <p aria-live="polite" className={textLength >= TEXT_ANSWER_MAX ? 'self-end text-xs font-medium text-warning-800' : 'self-end text-xs text-ink-muted'}>
              {textLength}/{TEXT_ANSWER_MAX}
            </p>
          </div>
        )}

        {answer?.isSkipped ? <p className="text-sm text-ink-muted">You skipped this question. Answer it any time to include it.</p> : null}
        {submitError && isLast ? <Alert tone="error">{submitError}</Alert> : null}

        <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:items-center">
          <Button variant="ghost" onClick={() => onIndexChange(index - 1)} disabled={index === 0 || isSubmitting}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
            {!question.is_mandatory ? (
              <Button variant="outline" onClick={skip} disabled={isSubmitting}>
                Skip
              </Button>
            ) : null}
            <Button type="submit" disabled={!isReady} isBusy={isSubmitting} busyLabel="Submitting...">
              {isLast ? (
                <>
                  <Sparkles aria-hidden="true" className="size-4" />
                  Find My Coaches
                </>
              ) : (
                <>
                  Next
                  <ArrowRight aria-hidden="true" className="size-4" />
                </>
              )}
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}

import { COACH_FORM_TEXT_MAX, SKIPPED_ANSWER } from '@bloom/contract/coaching';
import { describe, expect, it } from 'vitest';
import { questions } from '@/components/coaching-cards/testing/coaching-fixtures';
import { canProceed, SKIPPED, skipped, TEXT_ANSWER_MAX, toAnswerPayload, withChoice, withText, type DraftAnswer } from './questionnaire-answers';

const [mandatoryChoice, mandatoryText, optionalChoice, optionalText] = questions as [
  (typeof questions)[0],
  (typeof questions)[0],
  (typeof questions)[0],
  (typeof questions)[0],
];

describe('questionnaire answers', () => {
  it('agrees with the contract', () => {
    expect(TEXT_ANSWER_MAX).toBe(COACH_FORM_TEXT_MAX);
    expect(SKIPPED).toBe(SKIPPED_ANSWER);
  });

  it('lets a mandatory question on only with an answer; an optional one always', () => {
    expect(canProceed(mandatoryChoice, undefined)).toBe(false);
    expect(canProceed(mandatoryChoice, withChoice(undefined, 11))).toBe(true);
    expect(canProceed(mandatoryText, withText(undefined, '   '))).toBe(false);
    expect(canProceed(mandatoryText, withText(undefined, 'x'))).toBe(true);
    expect(canProceed(optionalChoice, undefined)).toBe(true);
  });

  it('clips text at 500 characters and clears a skip when answered later', () => {
    expect(withText(undefined, 'a'.repeat(600)).text).toHaveLength(500);
    expect(withText(skipped(), 'now answered').isSkipped).toBe(false);
    expect(withChoice(skipped(), 31).isSkipped).toBe(false);
  });

  it("sends every question once, with 'Skipped' for optional ones left unanswered or skipped", () => {
    const answers = new Map<number, DraftAnswer>([
      [1, withChoice(undefined, 12)],
      [2, withText(undefined, '  Exams  ')],
      [3, skipped()],
    ]);
    expect(toAnswerPayload(questions, answers)).toEqual([
      { question: 1, selected_choice: 12, answer_text: null },
      { question: 2, selected_choice: null, answer_text: 'Exams' },
      { question: 3, selected_choice: null, answer_text: 'Skipped' },
      { question: optionalText.id, selected_choice: null, answer_text: 'Skipped' },
    ]);
  });
});

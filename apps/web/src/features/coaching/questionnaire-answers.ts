import type { CoachFormAnswer, Question } from '@bloom/contract/coaching';

// Mirror the contract's COACH_FORM_TEXT_MAX and SKIPPED_ANSWER (questionnaire-answers.test.ts checks they agree).
export const TEXT_ANSWER_MAX = 500;
export const SKIPPED = 'Skipped';

export const questionnaireMessages = {
  questionRequired: 'This question is required',
  fieldRequired: 'This field is required',
} as const;

/** The student's answer to one question while the questionnaire is open. */
export interface DraftAnswer {
  choice: number | null;
  text: string;
  isSkipped: boolean;
}

export const emptyAnswer: DraftAnswer = { choice: null, text: '', isSkipped: false };

export function isAnswered(question: Question, answer: DraftAnswer | undefined): boolean {
  if (!answer) return false;
  return question.question_type === 'multiple_choice' ? answer.choice !== null : answer.text.trim().length > 0;
}

/** Next stays disabled until a mandatory question is answered; an optional one may be skipped. */
export function canProceed(question: Question, answer: DraftAnswer | undefined): boolean {
  return !question.is_mandatory || isAnswered(question, answer);
}

/** The message under a mandatory question that has no answer yet. */
export function requiredMessageOf(question: Question): string {
  return question.question_type === 'text' ? questionnaireMessages.fieldRequired : questionnaireMessages.questionRequired;
}

/** Answering clears an earlier skip; a text answer never grows past 500 characters. */
export function withChoice(answer: DraftAnswer | undefined, choice: number): DraftAnswer {
  return { ...(answer ?? emptyAnswer), choice, isSkipped: false };
}

export function withText(answer: DraftAnswer | undefined, text: string): DraftAnswer {
  const clipped = text.slice(0, TEXT_ANSWER_MAX);
  return { ...(answer ?? emptyAnswer), text: clipped, isSkipped: clipped.trim() === '' ? (answer?.isSkipped ?? false) : false };
}

export function skipped(): DraftAnswer {
  return { choice: null, text: '', isSkipped: true };
}

/** The answers list the server takes: every question once, an optional one without an answer as 'Skipped'. */
export function toAnswerPayload(questions: readonly Question[], answers: ReadonlyMap<number, DraftAnswer>): CoachFormAnswer[] {
  return questions.map((question) => {
    const answer = answers.get(question.id);
    if (question.question_type === 'multiple_choice') {
      const choice = answer?.isSkipped ? null : (answer?.choice ?? null);
      return { question: question.id, selected_choice: choice, answer_text: choice === null ? SKIPPED : null };
    }
    const text = answer?.isSkipped ? '' : (answer?.text.trim() ?? '');
    return { question: question.id, selected_choice: null, answer_text: text === '' ? SKIPPED : text };
  });
}

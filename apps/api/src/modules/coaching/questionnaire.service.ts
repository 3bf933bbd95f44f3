import {
  COACH_FORM_INTERVAL_HOURS,
  coachingMessages,
  MATCHED_COACHES_COUNT,
  SKIPPED_ANSWER,
  type CoachFormAnswer,
  type MatchRequest,
  type Question,
} from '@bloom/contract/coaching';
import type { FieldErrors } from '@bloom/contract/errors';
import type { PointsEvent } from '@bloom/contract/gamification';
import type { Db } from '@bloom/db/client';
import { AppError } from '../../platform/errors';
import { awardPoints } from '../gamification/points.service';
import { findCoachesWithFreeTime } from '../bookings/availability.service';
import {
  expireMatches,
  findActiveMentorsForMatching,
  findChoices,
  findGrowthAreaIds,
  findLatestResponse,
  findMatches,
  findQuestions,
  findStudentProfileByUserId,
  insertMatches,
  insertResponse,
  lockStudentProfile,
} from './coaching.repository';
import { pickTopMatches, signalsFrom, type AnsweredChoice } from './matching';

const INTERVAL_MS = COACH_FORM_INTERVAL_HOURS * 3600_000;

async function loadQuestionnaire(db: Db) {
  const [questionRows, choiceRows] = await Promise.all([findQuestions(db), findChoices(db)]);
  return questionRows.map((q) => ({ ...q, choices: choiceRows.filter((c) => c.questionId === q.id) }));
}

export async function listQuestions(db: Db): Promise<Question[]> {
  const questionnaire = await loadQuestionnaire(db);
  return questionnaire.map((q) => ({
    id: q.id,
    question_text: q.questionText,
    question_type: q.questionType,
    is_mandatory: q.isMandatory,
    choices: q.choices.map((c) => ({ id: c.id, choice_text: c.choiceText })),
  }));
}

async function requireProfile(db: Db, userId: number) {
  const profile = await findStudentProfileByUserId(db, userId);
  if (!profile) throw AppError.nonField(coachingMessages.profileMissing);
  return profile;
}

function nextAllowed(submittedAt: Date): Date {
  return new Date(submittedAt.getTime() + INTERVAL_MS);
}

export async function responsesStatus(db: Db, now: Date, userId: number) {
  const profile = await requireProfile(db, userId);
  const latest = await findLatestResponse(db, profile.id);
  const next = latest ? nextAllowed(latest.submittedAt) : null;
  return {
    can_submit: !next || next <= now,
    last_submitted_at: latest ? latest.submittedAt.toISOString() : null,
    next_allowed_time: next ? next.toISOString() : null,
  };
}

const isBlank = (text: string | null | undefined) => !text || text.trim() === '' || text.trim() === SKIPPED_ANSWER;

/**
 * Checks the answers against the seeded questions: every mandatory question answered, choices belonging to
 * their question, no question twice. Returns what matching needs and what is stored.
 */
function checkAnswers(questionnaire: Awaited<ReturnType<typeof loadQuestionnaire>>, answers: CoachFormAnswer[]) {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => void (errors[field] ??= []).push(message);
  const byId = new Map(questionnaire.map((q) => [q.id, q]));
  const seen = new Set<number>();
  const chosen: AnsweredChoice[] = [];
  const texts: string[] = [];
  const stored: { question: number; question_text: string; selected_choice: number | null; choice_text: string | null; answer_text: string | null }[] = [];

  for (const answer of answers) {
    const question = byId.get(answer.question);
    if (!question) {
      fail('answers', coachingMessages.unknownQuestion);
      continue;
    }
    if (seen.has(question.id)) {
      fail('answers', coachingMessages.duplicateQuestion);
      continue;
    }
    seen.add(question.id);
    const field = `question_${question.id}`;
    const selected = answer.selected_choice ?? null;
    const text = answer.answer_text ?? null;
    if (question.questionType === 'multiple_choice') {
      const choice = selected === null ? undefined : question.choices.find((c) => c.id === selected);
      if (selected !== null && !choice) fail(field, coachingMessages.invalidChoice);
      else if (!choice && question.isMandatory) fail(field, coachingMessages.questionRequired);
      if (choice) chosen.push({ matchKey: question.matchKey, matchValue: choice.matchValue });
      stored.push({ question: question.id, question_text: question.questionText, selected_choice: choice?.id ?? null, choice_text: choice?.choiceText ?? null, answer_text: text });
    } else {
      if (selected !== null) fail(field, coachingMessages.invalidChoice);
      else if (question.isMandatory && isBlank(text)) fail(field, coachingMessages.fieldRequired);
      if (!isBlank(text)) texts.push(text!);
      stored.push({ question: question.id, question_text: question.questionText, selected_choice: null, choice_text: null, answer_text: text });
    }
  }
  for (const question of questionnaire) {
    if (question.isMandatory && !seen.has(question.id)) {
      fail(`question_${question.id}`, question.questionType === 'text' ? coachingMessages.fieldRequired : coachingMessages.questionRequired);
    }
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return { chosen, texts, stored };
}

export function toMatchRequest(row: Awaited<ReturnType<typeof findMatches>>[number]): MatchRequest {
  return {
    id: row.id,
    status: row.status,
    score: row.score,
    created_at: row.createdAt.toISOString(),
    from_user_profile: {
      id: row.mentorId,
      url: row.photoUrl,
      rating: row.rating,
      city: row.city,
      state: row.state,
      focus_area: row.focusArea,
      user: { first_name: row.firstName, last_name: row.lastName },
    },
  };
}

const splitList = (value: string | null) => (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);

export interface SubmitResult {
  id: number;
  submitted_at: string;
  next_allowed_time: string;
  matches: MatchRequest[];
  points_event: PointsEvent | null;
}

/**
 * Stores the answers and makes the student's top 3 coach matches among coaches with free time in the next
 * 45 days, once per 24 hours. The profile row lock makes two submissions at the same moment count as two.
 */
export async function submitResponses(db: Db, now: Date, userId: number, answers: CoachFormAnswer[]): Promise<SubmitResult> {
  const profile = await requireProfile(db, userId);
  const questionnaire = await loadQuestionnaire(db);

  return db.transaction(async (tx) => {
    await lockStudentProfile(tx, profile.id);
    const latest = await findLatestResponse(tx, profile.id);
    if (latest && nextAllowed(latest.submittedAt) > now) {
      const next = nextAllowed(latest.submittedAt);
      throw AppError.rateLimited(coachingMessages.alreadySubmitted, {
        next_allowed_time: next.toISOString(),
        retry_after_seconds: Math.ceil((next.getTime() - now.getTime()) / 1000),
      });
    }
    const { chosen, texts, stored } = checkAnswers(questionnaire, answers);
    const response = await insertResponse(tx, profile.id, stored, now);

    const withFreeTime = await findCoachesWithFreeTime(tx, now);
    const coaches = await findActiveMentorsForMatching(tx);
    const growthAreaIds = await findGrowthAreaIds(tx, profile.id);
    const signals = signalsFrom({
      choices: chosen,
      texts,
      growthAreaIds,
      profileStyles: splitList(profile.coachingStyle),
      personalityTypes: splitList(profile.personalityType),
    });
    const top = pickTopMatches(
      signals,
      coaches.filter((c) => withFreeTime.has(c.id)),
      MATCHED_COACHES_COUNT,
    );
    await expireMatches(tx, profile.id);
    await insertMatches(
      tx,
      top.map(({ coach, score }) => ({ studentProfileId: profile.id, mentorId: coach.id, studentResponseId: response.id, score, createdAt: now })),
    );
    const pointsEvent = await awardPoints(tx, userId, 'submit_coaching_request', `student-response:${response.id}`);
    const matches = (await findMatches(tx, profile.id, undefined)).map(toMatchRequest);
    return {
      id: response.id,
      submitted_at: response.submittedAt.toISOString(),
      next_allowed_time: nextAllowed(response.submittedAt).toISOString(),
      matches,
      points_event: pointsEvent,
    };
  });
}

export async function listMatches(db: Db, userId: number, status: 'pending' | 'accepted' | 'expired' | undefined) {
  const profile = await findStudentProfileByUserId(db, userId);
  if (!profile) return [];
  return (await findMatches(db, profile.id, status)).map(toMatchRequest);
}

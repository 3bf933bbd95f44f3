/**
 * The messages screen's fixed sample data (spec: messages show sample data only). Times are minutes
 * before the page opened, so the examples always read as recent.
 */

export interface Message {
  id: string;
  senderId: string;
  senderName: string;
  senderType: 'coach' | 'student';
  content: string;
  timestamp: Date;
  isRead: boolean;
  messageType: 'text';
}

export interface Conversation {
  id: string;
  coachId: string;
  coachName: string;
  /** A photo address; the sample coaches have none and show their initials. */
  coachAvatar: string | null;
  unreadCount: number;
  isOnline: boolean;
  messages: Message[];
}

export const STUDENT_ID = 'me';
const STUDENT_NAME = 'You';

/** What a coach answers in the sample, 2 seconds after the student sends something. */
export const CANNED_COACH_REPLY =
  "Thanks for sharing that with me! I'll think it over and we can dig into it together. In the meantime, be kind to yourself today.";
export const COACH_REPLY_DELAY_MS = 2000;

type SampleLine = [from: 'coach' | 'student', minutesAgo: number, content: string];

function conversation(id: string, coachName: string, isOnline: boolean, unread: number, lines: SampleLine[], now: number): Conversation {
  const coachId = `coach-${id}`;
  return {
    id,
    coachId,
    coachName,
    coachAvatar: null,
    unreadCount: unread,
    isOnline,
    messages: lines.map(([from, minutesAgo, content], index) => ({
      id: `${id}-${index}`,
      senderId: from === 'coach' ? coachId : STUDENT_ID,
      senderName: from === 'coach' ? coachName : STUDENT_NAME,
      senderType: from,
      content,
      timestamp: new Date(now - minutesAgo * 60_000),
      isRead: index < lines.length - unread,
      messageType: 'text',
    })),
  };
}

export function sampleConversations(now = Date.now()): Conversation[] {
  return [
    conversation('1', 'Dr. Sarah Chen', true, 2, [
      ['student', 190, 'Hi Dr. Chen, the breathing exercise before my exam really helped.'],
      ['coach', 175, "That's wonderful to hear! How did the exam itself go?"],
      ['student', 160, 'Better than I expected. I still blanked on one question, though.'],
      ['coach', 42, 'Blanking on one question is completely normal. Next session, let us look at a quick reset you can use in the moment.'],
      ['coach', 40, 'Would Thursday at 4 pm work for you?'],
    ], now),
    conversation('2', 'Marcus Johnson', false, 0, [
      ['coach', 1500, 'Here is the time-blocking template we talked about. Try it for one week.'],
      ['student', 1440, 'Thanks! I set it up for this week.'],
      ['coach', 1430, 'Great. Notice which blocks you skip; that tells us a lot.'],
    ], now),
    conversation('3', 'Priya Patel', true, 0, [
      ['student', 4400, 'I have my internship interview on Monday and I am nervous.'],
      ['coach', 4300, 'You have prepared well. Remember the three stories we picked for your answers.'],
      ['student', 4200, 'I will practice them out loud tonight.'],
    ], now),
  ];
}

export const lastMessageOf = (conversation: Conversation): Message | undefined => conversation.messages.at(-1);

/** Spec: search over the coach's name and the last message. */
export function matchesSearch(conversation: Conversation, search: string): boolean {
  const query = search.trim().toLowerCase();
  if (!query) return true;
  return conversation.coachName.toLowerCase().includes(query) || (lastMessageOf(conversation)?.content.toLowerCase().includes(query) ?? false);
}

import { useEffect, useRef, useState } from 'react';
import { CANNED_COACH_REPLY, COACH_REPLY_DELAY_MS, STUDENT_ID, sampleConversations, type Conversation, type Message } from './sample-conversations';

let messageCounter = 0;

function newMessage(conversation: Conversation, senderType: Message['senderType'], content: string): Message {
  messageCounter += 1;
  return {
    id: `local-${messageCounter}`,
    senderId: senderType === 'coach' ? conversation.coachId : STUDENT_ID,
    senderName: senderType === 'coach' ? conversation.coachName : 'You',
    senderType,
    content,
    timestamp: new Date(),
    isRead: true,
    messageType: 'text',
  };
}

/**
 * The sample conversations, held on this page only: sending appends the student's message, and the
 * coach answers with a canned reply 2 seconds later (spec). Nothing leaves the browser.
 */
export function useSampleChat() {
  const [conversations, setConversations] = useState<Conversation[]>(() => sampleConversations());
  const [replyingIn, setReplyingIn] = useState<Set<string>>(() => new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const append = (id: string, senderType: Message['senderType'], content: string) =>
    setConversations((current) => current.map((c) => (c.id === id ? { ...c, messages: [...c.messages, newMessage(c, senderType, content)] } : c)));

  function send(id: string, text: string) {
    const content = text.trim();
    if (!content) return;
    append(id, 'student', content);
    setReplyingIn((current) => new Set(current).add(id));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      append(id, 'coach', CANNED_COACH_REPLY);
      setReplyingIn((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }, COACH_REPLY_DELAY_MS);
    timers.current.add(timer);
  }

  function markRead(id: string) {
    setConversations((current) =>
      current.map((c) => (c.id === id && c.unreadCount > 0 ? { ...c, unreadCount: 0, messages: c.messages.map((m) => ({ ...m, isRead: true })) } : c)),
    );
  }

  return { conversations, send, markRead, isCoachReplying: (id: string) => replyingIn.has(id) };
}

import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatMessageTime } from '../message-time';
import type { Conversation } from '../sample-conversations';
import { MessageComposer } from './message-composer';

export interface MessageThreadProps {
  conversation: Conversation;
  isCoachReplying: boolean;
  onSend: (text: string) => void;
  onBack: () => void;
  className?: string;
}

export function MessageThread({ conversation, isCoachReplying, onSend, onBack, className }: MessageThreadProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const count = conversation.messages.length;

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count, isCoachReplying]);

  return (
    <section aria-label={`Conversation with ${conversation.coachName}`} className={cn('flex min-h-0 flex-col', className)}>
      <header className="flex items-center gap-3 border-b border-line pb-3">
        <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label="Back to conversations">
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Button>
        <span aria-hidden="true">
          <Avatar name={conversation.coachName} src={conversation.coachAvatar} size="sm" />
        </span>
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-ink">{conversation.coachName}</h2>
          <p className="text-xs text-ink-muted">{conversation.isOnline ? 'Online now' : 'Offline'}</p>
        </div>
      </header>

      {/* Focusable, so the messages can be scrolled with the keyboard. */}
      <div role="log" tabIndex={0} aria-label={`Messages with ${conversation.coachName}`} className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto py-4">
        {conversation.messages.map((message) => {
          const isMine = message.senderType === 'student';
          return (
            <div key={message.id} className={cn('flex max-w-[85%] flex-col gap-1 sm:max-w-[70%]', isMine ? 'items-end self-end' : 'items-start self-start')}>
              <p className="sr-only">{message.senderName}:</p>
              <p
                className={cn(
                  'rounded-card px-4 py-2.5 text-sm whitespace-pre-wrap break-words',
                  isMine ? 'rounded-br-sm bg-primary-700 text-white' : 'rounded-bl-sm bg-canvas text-ink',
                )}
              >
                {message.content}
              </p>
              <time dateTime={message.timestamp.toISOString()} className="text-xs text-ink-muted">
                {formatMessageTime(message.timestamp)}
              </time>
            </div>
          );
        })}
        {isCoachReplying ? (
          <p className="self-start text-sm text-ink-muted italic" role="status">
            {conversation.coachName} is typing...
          </p>
        ) : null}
        <div ref={endRef} />
      </div>

      <MessageComposer key={conversation.id} coachName={conversation.coachName} onSend={onSend} />
    </section>
  );
}

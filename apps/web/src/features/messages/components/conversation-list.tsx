import { Avatar } from '@/components/ui/avatar';
import { SearchField } from '@/components/ui/search-field';
import { cn } from '@/lib/cn';
import { formatListTime } from '../message-time';
import { lastMessageOf, matchesSearch, type Conversation } from '../sample-conversations';

export interface ConversationListProps {
  conversations: Conversation[];
  selectedId: string | null;
  search: string;
  onSearch: (value: string) => void;
  onSelect: (id: string) => void;
  className?: string;
}

export function ConversationList({ conversations, selectedId, search, onSearch, onSelect, className }: ConversationListProps) {
  const shown = conversations.filter((c) => matchesSearch(c, search));
  return (
    <section aria-label="Conversations" className={cn('flex min-h-0 flex-col gap-3', className)}>
      <SearchField label="Search conversations" placeholder="Search by coach or message" value={search} onChange={onSearch} />
      {shown.length === 0 ? (
        <p role="status" className="px-2 py-6 text-center text-sm text-ink-muted">
          No conversations match “{search.trim()}”.
        </p>
      ) : (
        <ul className="flex flex-col gap-1 overflow-y-auto">
          {shown.map((conversation) => {
            const last = lastMessageOf(conversation);
            const isSelected = conversation.id === selectedId;
            return (
              <li key={conversation.id}>
                <button
                  type="button"
                  onClick={() => onSelect(conversation.id)}
                  aria-current={isSelected ? 'true' : undefined}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-control px-3 py-3 text-left transition-colors duration-150',
                    isSelected ? 'bg-primary-50' : 'hover:bg-canvas',
                  )}
                >
                  <span className="relative" aria-hidden="true">
                    <Avatar name={conversation.coachName} src={conversation.coachAvatar} size="sm" />
                    {conversation.isOnline ? (
                      <span className="absolute right-0 bottom-0 size-3 rounded-full border-2 border-surface bg-success-600" />
                    ) : null}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="flex items-baseline justify-between gap-2">
                      <span className="truncate font-semibold text-ink">{conversation.coachName}</span>
                      {last ? <span className="shrink-0 text-xs text-ink-muted">{formatListTime(last.timestamp)}</span> : null}
                    </span>
                    <span className="flex items-center justify-between gap-2">
                      <span className={cn('truncate text-sm', conversation.unreadCount > 0 ? 'font-medium text-ink' : 'text-ink-muted')}>
                        {last?.senderType === 'student' ? 'You: ' : ''}
                        {last?.content}
                      </span>
                      {conversation.unreadCount > 0 ? (
                        <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-primary-700 px-1.5 text-xs font-semibold text-white">
                          {conversation.unreadCount}
                          <span className="sr-only"> unread</span>
                        </span>
                      ) : null}
                    </span>
                    <span className="sr-only">{conversation.isOnline ? 'Online' : 'Offline'}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

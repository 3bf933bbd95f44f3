import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { useSampleChat } from '../use-sample-chat';
import { ConversationList } from './conversation-list';
import { MessageThread } from './message-thread';

/** From tablet width up, list and thread sit side by side and the first conversation opens at once. */
const isWideScreen = () => typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 768px)').matches;

const guidelines = [
  'Coaches typically respond within 24 hours.',
  'Use messages for quick questions and updates between sessions; bring bigger topics to your next session.',
  'Messages are not watched around the clock. If you are in crisis, call or text 988 (Suicide & Crisis Lifeline) or your local emergency number.',
];

/**
 * /messages: sample conversations with coaches (spec: sample only). On a phone the list and the thread
 * take turns; from tablet width up they sit side by side.
 */
export default function MessagesPage() {
  const chat = useSampleChat();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(() => (isWideScreen() ? (chat.conversations[0]?.id ?? null) : null));
  const selected = chat.conversations.find((c) => c.id === selectedId);

  function select(id: string) {
    setSelectedId(id);
    chat.markRead(id);
  }

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader title="Messages" description="Stay in touch with your coaches between sessions." />
      <Alert tone="info" title="These conversations are examples">
        Messaging your coaches is not open yet. What you type here stays on this page and is not sent to anyone.
      </Alert>

      {/* A thread needs a fixed height to scroll in; the list alone on a phone takes what it needs. */}
      <Card
        className={cn(
          'grid grid-cols-1 gap-4 p-3 sm:p-4 md:min-h-[26rem] md:grid-cols-[18rem_minmax(0,1fr)]',
          selected ? 'h-[min(40rem,calc(100dvh-14rem))] min-h-[26rem]' : 'md:h-[min(40rem,calc(100dvh-14rem))]',
        )}
      >
        <ConversationList
          conversations={chat.conversations}
          selectedId={selectedId}
          search={search}
          onSearch={setSearch}
          onSelect={select}
          className={cn(selected && 'hidden md:flex')}
        />
        {selected ? (
          <MessageThread
            conversation={selected}
            isCoachReplying={chat.isCoachReplying(selected.id)}
            onSend={(text) => chat.send(selected.id, text)}
            onBack={() => setSelectedId(null)}
            className="md:border-l md:border-line md:pl-4"
          />
        ) : (
          <div className="hidden items-center justify-center md:flex md:border-l md:border-line">
            <EmptyState icon={MessagesSquare} title="Choose a conversation" hint="Pick a coach on the left to read and reply." />
          </div>
        )}
      </Card>

      <Card aria-label="Messaging guidelines">
        <CardHeader title="Messaging guidelines" />
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-ink">
          {guidelines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Card>
    </main>
  );
}

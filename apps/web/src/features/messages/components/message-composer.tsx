import { SendHorizontal } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';

/** Enter sends, Shift+Enter starts a new line; Send is off while the text is empty (spec). */
export function MessageComposer({ coachName, onSend }: { coachName: string; onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const isEmpty = text.trim() === '';

  function send() {
    if (isEmpty) return;
    onSend(text);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method is composing a character, Enter confirms the character instead.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <form
      className="flex items-end gap-2 border-t border-line pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="min-w-0 flex-1">
        <TextareaField
          label={`Message ${coachName}`}
          hideLabel
          rows={2}
          placeholder="Write a message... (Enter to send, Shift+Enter for a new line)"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-h-12 resize-none"
        />
      </div>
      <Button type="submit" size="icon" disabled={isEmpty} aria-label="Send message">
        <SendHorizontal aria-hidden="true" className="size-5" />
      </Button>
    </form>
  );
}

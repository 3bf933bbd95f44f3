import { STORY_MAX_LENGTH, STORY_MAX_TAGS, storyTagOptions } from '@bloom/contract/community-rules';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/field';
import { MultiSelectField } from '@/components/ui/multi-select';
import { SwitchField } from '@/components/ui/switch';
import { errorCode, serverMessageOr } from '@/lib/error-message';
import { useCreatePost, type NewStory } from '../api/create-post';
import { NoticeDialog } from './notice-dialog';
import { SupportResources } from './support-resources';

const emptyStory = { content: '', isAnonymous: false, tagSlugs: [] as string[] };
const tagChoices = storyTagOptions.map((option) => ({ value: option.value, label: option.label }));

type Outcome =
  | { kind: 'shared' }
  | { kind: 'vulgar' }
  | { kind: 'distress' }
  | { kind: 'daily-limit' }
  | { kind: 'error'; message: string };

/** What each answer shows, in the spec's words. */
const notices = {
  shared: { tone: 'success', title: 'Story Shared!', message: 'Your story is on the wall now. Thank you for sharing it with your community.' },
  vulgar: { tone: 'warning', title: 'Content Warning', message: 'This message includes words that go against our community values' },
  distress: { tone: 'warning', title: 'Support Available', message: 'Your message seems to express serious distress' },
  'daily-limit': { tone: 'warning', title: 'Daily Limit Exceeded', message: 'You have reached your daily limit for posting stories. Please try again tomorrow.' },
} as const;

function outcomeOf(error: unknown): Outcome {
  switch (errorCode(error)) {
    case 'vulgar_content':
      return { kind: 'vulgar' };
    case 'suicidal_content':
      return { kind: 'distress' };
    case 'daily_limit_exceeded':
      return { kind: 'daily-limit' };
    default:
      return { kind: 'error', message: serverMessageOr(error, 'Failed to post your story. Please try again.') };
  }
}

/**
 * The share-story modal and what follows it: 'Story Shared!' (form cleared, wall, tile and points
 * refreshed, points popup), or a refusal ('Content Warning', 'Support Available', 'Daily Limit
 * Exceeded') that closes the modal with nothing published, or 'Error' with Try Again and Cancel.
 */
export function ShareStoryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [draft, setDraft] = useState(emptyStory);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const createPost = useCreatePost();
  const isEmpty = draft.content.trim().length === 0;

  function submit() {
    if (isEmpty || createPost.isPending) return;
    const story: NewStory = {
      content: draft.content,
      is_anonymous: draft.isAnonymous,
      tags: draft.tagSlugs.map((slug) => storyTagOptions.find((option) => option.value === slug)!.label),
    };
    createPost.mutate(story, {
      onSuccess: () => {
        setDraft(emptyStory);
        onOpenChange(false);
        setOutcome({ kind: 'shared' });
      },
      onError: (error) => {
        onOpenChange(false);
        setOutcome(outcomeOf(error));
      },
    });
  }

  const closeOutcome = () => setOutcome(null);

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Share your Story"
        description="A win, a setback, something you learned: your story can help another student today."
        footer={
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" form="share-story-form" disabled={isEmpty} isBusy={createPost.isPending} busyLabel="Sharing...">
              Share Story
            </Button>
          </>
        }
      >
        <form
          id="share-story-form"
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextareaField
            label="Your story"
            isRequired
            value={draft.content}
            maxLength={STORY_MAX_LENGTH}
            rows={6}
            placeholder="What happened, and what did it mean to you?"
            onChange={(event) => setDraft({ ...draft, content: event.target.value })}
            hint={
              <span className="tabular-nums">
                {draft.content.length}/{STORY_MAX_LENGTH}
              </span>
            }
          />
          {/* The 27 tags stay folded until asked for, so Share Story is in sight on a phone. */}
          <details className="group rounded-control border border-line" open={draft.tagSlugs.length > 0 || undefined}>
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 text-sm font-medium text-ink [&::-webkit-details-marker]:hidden">
              <span>
                Add tags (optional)
                {draft.tagSlugs.length > 0 ? <span className="ml-1 text-ink-muted">· {draft.tagSlugs.length} chosen</span> : null}
              </span>
              <ChevronDown aria-hidden="true" className="size-4 text-ink-muted transition-transform duration-150 group-open:rotate-180" />
            </summary>
            <div className="border-t border-line p-3">
              <MultiSelectField
                label="Tags"
                hint={`Choose up to ${STORY_MAX_TAGS}.`}
                options={tagChoices}
                value={draft.tagSlugs}
                max={STORY_MAX_TAGS}
                onChange={(tagSlugs) => setDraft({ ...draft, tagSlugs })}
              />
            </div>
          </details>
          <SwitchField
            label="Post anonymously"
            hint="Other students will see 'Anonymous' instead of your name."
            checked={draft.isAnonymous}
            onCheckedChange={(isAnonymous) => setDraft({ ...draft, isAnonymous })}
          />
        </form>
      </Dialog>

      {outcome?.kind === 'error' ? (
        <NoticeDialog
          open
          onClose={closeOutcome}
          tone="error"
          title="Error"
          message={outcome.message}
          footer={
            <>
              <Button variant="outline" onClick={closeOutcome}>
                Cancel
              </Button>
              <Button
                onClick={() => {
                  closeOutcome();
                  submit();
                }}
              >
                Try Again
              </Button>
            </>
          }
        />
      ) : outcome ? (
        <NoticeDialog open onClose={closeOutcome} {...notices[outcome.kind]}>
          {outcome.kind === 'distress' ? <SupportResources onNavigate={closeOutcome} /> : null}
        </NoticeDialog>
      ) : null}
    </>
  );
}

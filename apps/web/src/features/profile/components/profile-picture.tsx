import { useQueryClient } from '@tanstack/react-query';
import { Camera, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { currentUserQueryKey, type CurrentUser } from '@/lib/current-user';
import { useUploadProfileImage } from '../api/upload-profile-image';
import { ImageProcessingError, pictureMessages, resizeImageToJpeg } from '../resize-image';

type Notice = { tone: 'success' | 'error'; text: string };

const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** Reads a chosen file for the preview; a data URL needs no clean-up and works in every browser. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The picture, and its upload: choose a file, see the preview, then upload or cancel. */
export function ProfilePicture({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [isPreparing, setPreparing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const upload = useUploadProfileImage();

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    // Choosing the same file again later must still fire a change.
    event.target.value = '';
    setNotice(null);
    if (!chosen) return;
    try {
      const url = await readAsDataUrl(chosen);
      setFile(chosen);
      setPreview(url);
    } catch {
      setNotice({ tone: 'error', text: pictureMessages.loadFailed });
    }
  }

  function cancel() {
    setFile(null);
    setPreview(null);
    setNotice(null);
  }

  async function onUpload() {
    if (isPreparing || upload.isPending) return;
    if (!file) {
      setNotice({ tone: 'error', text: pictureMessages.noFile });
      return;
    }
    setNotice(null);
    setPreparing(true);
    let image: Blob;
    try {
      image = await resizeImageToJpeg(file);
    } catch (error) {
      setPreparing(false);
      setNotice({ tone: 'error', text: error instanceof ImageProcessingError ? error.message : pictureMessages.processFailed });
      return;
    }
    setPreparing(false);
    upload.mutate(
      { image, userId: user.userId },
      {
        onSuccess: async () => {
          setFile(null);
          setPreview(null);
          setNotice({ tone: 'success', text: pictureMessages.uploaded });
          // The header's picture reads the current user.
          await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        },
        onError: () => setNotice({ tone: 'error', text: pictureMessages.uploadFailed }),
      },
    );
  }

  const isBusy = isPreparing || upload.isPending;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
        {preview ? (
          <img
            src={preview}
            alt="Preview of your new profile picture"
            className="size-28 shrink-0 rounded-full border-2 border-primary-200 object-cover"
          />
        ) : (
          <Avatar name={user.name || user.email} src={user.profileImageUrl} size="xl" />
        )}
        <div className="flex w-full min-w-0 flex-col items-center gap-1 text-center sm:w-auto sm:flex-1 sm:items-start sm:text-left">
          <h2 className="max-w-full break-words text-lg font-semibold text-ink">{user.name || user.email}</h2>
          <p className="max-w-full break-all text-sm text-ink-muted">{user.email}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-2 sm:justify-start">
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={ACCEPTED_TYPES}
              className="sr-only"
              tabIndex={-1}
              aria-label="Choose a profile picture"
              onChange={(event) => void onChoose(event)}
            />
            {preview ? (
              <>
                <Button size="sm" className="min-h-11" isBusy={isBusy} busyLabel="Uploading..." onClick={() => void onUpload()}>
                  <Upload aria-hidden="true" className="size-4" />
                  Upload
                </Button>
                <Button variant="outline" size="sm" className="min-h-11" disabled={isBusy} onClick={cancel}>
                  Cancel
                </Button>
              </>
            ) : (
              <Button variant="outline" size="sm" className="min-h-11" onClick={() => inputRef.current?.click()}>
                <Camera aria-hidden="true" className="size-4" />
                {user.profileImageUrl ? 'Change picture' : 'Add a picture'}
              </Button>
            )}
          </div>
          {preview ? <p className="text-xs text-ink-muted">This is how your picture will look. Upload it, or cancel to keep the current one.</p> : null}
        </div>
      </div>
      <div aria-live="polite">
        {notice ? (
          <Alert tone={notice.tone} title={notice.tone === 'error' ? 'Error' : undefined}>
            {notice.text}
          </Alert>
        ) : null}
      </div>
    </div>
  );
}

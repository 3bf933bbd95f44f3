import type { PersonalDataFile } from '@bloom/contract/personal-data';
import { useMutation } from '@tanstack/react-query';
import { accountClient } from '@/lib/http';

/** GET /api/account/data/: everything Bloom keeps about the signed-in student. */
export function fetchMyData(): Promise<PersonalDataFile> {
  return accountClient.get<PersonalDataFile>('/account/data/');
}

/** Hands the file to the browser as a download named after its day. */
function saveAsFile(file: PersonalDataFile): void {
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `bloom-my-data-${file.exported_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; free it once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: async () => saveAsFile(await fetchMyData()) });
}

import { errorCode, serverMessageOr } from '@/lib/error-message';

/** The spec's comment messages for a refused or failed create or update. */
export function commentErrorMessage(error: unknown, fallback: 'Failed to create comment' | 'Failed to update comment'): string {
  switch (errorCode(error)) {
    case 'rate_limit_exceeded':
      return 'You have reached the maximum number of comments allowed per day.';
    case 'vulgar_content':
      return 'This message includes words that go against our community values.';
    case 'suicidal_content':
      return 'Your message seems to express serious distress.';
    default:
      return serverMessageOr(error, fallback);
  }
}

export const isDistressRefusal = (error: unknown) => errorCode(error) === 'suicidal_content';

// Types only from the contract: the popup is mounted with the first screen (docs/decisions/0003).
import type { PointsEvent } from '@bloom/contract/gamification';

/** Spec 'Toast config' (isOpen lives in the popup's state). */
export interface ToastConfig {
  type: 'points' | 'level' | 'badge' | 'achievement';
  points?: number;
  level?: number;
  badgeName?: string;
  /** The badge's picture, shown instead of the generic icon. */
  iconUrl?: string | null;
  title: string;
  message: string;
  autoClose: boolean;
  autoCloseDelay: number;
  showAnimation: boolean;
}

export const TOAST_AUTO_CLOSE_MS = 4000;
/** After the popup hides, its config is cleared this much later (the fade-out). */
export const TOAST_CLEAR_DELAY_MS = 300;

export const toastTitles = {
  points: 'Points Earned!',
  level: 'Level Up!',
  badge: 'Badge Earned!',
  achievement: 'Achievement!',
} as const satisfies Record<ToastConfig['type'], string>;

const actionPhrases: Record<string, string> = {
  created_account: 'creating your account',
  submit_coaching_request: 'submitting your coaching request',
  booked_session: 'booking a session',
  taken_coaching_session: 'taking a coaching session',
  canceled_session: 'canceling a session',
  community_sharing_story: 'sharing your story',
  community_liking_story: 'liking a story',
  community_comment_story: 'commenting on a story',
  referral_signup: 'a friend joining with your referral',
  badge_earned: 'earning a badge',
};

/** A human phrase for a point action type (the community wall also sends them in upper case). */
export function describeAction(actionType: string): string {
  const key = actionType.trim().toLowerCase();
  return actionPhrases[key] ?? (key.replaceAll('_', ' ') || 'your activity');
}

const base = { autoClose: true, autoCloseDelay: TOAST_AUTO_CLOSE_MS, showAnimation: true } as const;

/**
 * The popups one points_event shows, in order: the points, then a level up, then each badge (and, for a
 * badge with bonus points, its achievement). Points taken away (a canceled session) are not celebrated.
 */
export function toastsForPointsEvent(event: PointsEvent): ToastConfig[] {
  const toasts: ToastConfig[] = [];
  if (event.points > 0) {
    toasts.push({
      ...base,
      type: 'points',
      points: event.points,
      title: toastTitles.points,
      message: `You earned ${event.points} points for ${describeAction(event.action_type)}.`,
    });
  }
  if (event.level_up) {
    const { level_number: level, name, reward_description: reward } = event.level_up;
    toasts.push({
      ...base,
      type: 'level',
      level,
      title: toastTitles.level,
      message: `You reached level ${level}: ${name}.${reward ? ` ${reward}` : ''}`,
    });
  }
  for (const badge of event.badges) {
    toasts.push({
      ...base,
      type: 'badge',
      badgeName: badge.name,
      iconUrl: badge.icon_url,
      title: toastTitles.badge,
      message: `You earned the ${badge.name} badge.${badge.description ? ` ${badge.description}` : ''}`,
    });
    // A badge with bonus points is an achievement (see /achievements): its points get their own moment.
    if (badge.points > 0) toasts.push({ ...achievementToast(`${badge.name} unlocked: +${badge.points} bonus points.`), points: badge.points, badgeName: badge.name, iconUrl: badge.icon_url });
  }
  return toasts;
}

/** An achievement popup, for screens that unlock one. */
export function achievementToast(message: string): ToastConfig {
  return { ...base, type: 'achievement', title: toastTitles.achievement, message };
}

// Screens that celebrate something without a points_event (achievements) queue it here.
const toastListeners = new Set<(toast: ToastConfig) => void>();

export function showToast(toast: ToastConfig): void {
  for (const listener of toastListeners) listener(toast);
}

export function onToast(listener: (toast: ToastConfig) => void): () => void {
  toastListeners.add(listener);
  return () => toastListeners.delete(listener);
}

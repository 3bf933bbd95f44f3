// Types only from the contract: this file is part of the first screen's chunk (docs/decisions/0003).
import type { Badge, BadgesResponse } from '@bloom/contract/gamification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverMessage } from './error-message';
import { apiClient, HttpError, NetworkError } from './http';

/** A gamification answer without `success` and its data (spec: 'Invalid response structure'). */
export class InvalidResponseError extends Error {
  constructor() {
    super('Invalid response structure');
  }
}

/** The `key` field of a gamification answer, which must come with `success: true`. */
export function successField<T, K extends keyof T & string>(response: T & { success?: unknown }, key: K): T[K] {
  if (!response || response.success !== true || response[key] === undefined || response[key] === null) throw new InvalidResponseError();
  return response[key];
}

/**
 * The message a gamification screen shows for a failed call: 'Invalid response structure' for a malformed
 * answer, the server's own words when it gave some, otherwise the call's fallback ('Failed to fetch ...').
 */
export function gamificationErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof InvalidResponseError) return error.message;
  if (error instanceof NetworkError) return 'No response from the server. Please check your network connection.';
  if (error instanceof HttpError && error.status < 500) return serverMessage(error.body) ?? fallback;
  return fallback;
}

/** Every gamification query starts with this key: points, badges, the leaderboard. */
export const gamificationQueryKey = ['gamification'] as const;
export const badgesQueryKey = [...gamificationQueryKey, 'badges'] as const;

async function getBadges(path: 'user-badges' | 'available-badges'): Promise<Badge[]> {
  return successField(await apiClient.get<BadgesResponse>(`/gamification/${path}/`), 'badges');
}

export const userBadgesQuery = queryOptions({ queryKey: [...badgesQueryKey, 'earned'], queryFn: () => getBadges('user-badges') });
export const availableBadgesQuery = queryOptions({ queryKey: [...badgesQueryKey, 'available'], queryFn: () => getBadges('available-badges') });

/** The badges the student earned (newest first): /rewards and /achievements. */
export function useUserBadges() {
  return useQuery(userBadgesQuery);
}

/** The badges still to earn, each with progress: /rewards and /achievements. */
export function useAvailableBadges() {
  return useQuery(availableBadgesQuery);
}

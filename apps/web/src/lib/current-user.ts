// Types only from the contract: this module is in the first screen's bundle (docs/decisions/0003).
import type { StudentProfile } from '@bloom/contract/profiles';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { analyticsEvents, flushAnalytics, track } from './analytics';
import { accountClient, apiClient } from './http';
import { storageKeys } from './storage-keys';
import { clearTokens, readTokens, storeTokens, subscribeToTokens, type StoredTokens } from './token-storage';

/** The part of the spec's 'User state (client)' that comes from the student profile. */
export interface CurrentUser {
  profile_id: number;
  userId: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  email_verified: boolean;
  schoolName: string | null;
  schoolId: number | null;
  degree: string | null;
  courseName: string | null;
  stateName: string | null;
  cityName: string | null;
  gender: string | null;
  languagePreference: string | null;
  raceEthnicity: string | null;
  identifyAs: string | null;
  isInternational: boolean;
  associatedCountries: string | null;
  isPaused: boolean;
  profileImageUrl: string | null;
  timezone: string;
  is_completed: boolean;
  isFirstTimeUser: boolean;
  whatBringsYouJoy: string | null;
  personalityType: string | null;
  coachingStyle: string | null;
  growthAreas: StudentProfile['growth_areas'];
  confidenceLevel: string | null;
}

/** The student's latest confidence level: the newest check-in of the newest growth-area set. */
function latestConfidenceLevel(growthAreas: StudentProfile['growth_areas']): string | null {
  const newest = growthAreas.at(-1);
  if (!newest) return null;
  return newest.confidence_levels.at(-1)?.value ?? (newest.initial_confidence_level || null);
}

export function mapProfileToUser(profile: StudentProfile): CurrentUser {
  const { user } = profile;
  return {
    profile_id: profile.id,
    userId: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    email_verified: user.email_verified,
    schoolName: profile.school,
    schoolId: profile.schoolId,
    degree: profile.degree,
    courseName: profile.course,
    stateName: profile.state,
    cityName: profile.city,
    gender: profile.sex,
    languagePreference: profile.language_preference,
    raceEthnicity: profile.identify_as,
    identifyAs: profile.identify_as,
    isInternational: profile.is_international,
    associatedCountries: profile.associated_countries,
    isPaused: profile.is_paused,
    profileImageUrl: profile.url,
    timezone: profile.timezone,
    is_completed: profile.is_completed,
    isFirstTimeUser: !profile.is_completed,
    whatBringsYouJoy: profile.what_brings_you_joy,
    personalityType: profile.personality_type,
    coachingStyle: profile.coaching_style,
    growthAreas: profile.growth_areas,
    confidenceLevel: latestConfidenceLevel(profile.growth_areas),
  };
}

export const currentUserQueryKey = ['current-user'] as const;

/** GET /api/student-profiles/: the first item is the student's own; `null` when the list is empty. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  const profiles = await apiClient.get<StudentProfile[]>('/student-profiles/');
  const first = Array.isArray(profiles) ? profiles[0] : undefined;
  return first ? mapProfileToUser(first) : null;
}

export const currentUserQuery = queryOptions({ queryKey: currentUserQueryKey, queryFn: getCurrentUser, staleTime: 60_000 });

/**
 * The signed-in student, shared by every screen. Loads only while both tokens are stored; `data` is
 * `null` when the server has no profile for the account (the caller logs the student out).
 */
export function useCurrentUser(options: { enabled?: boolean } = {}) {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...currentUserQuery, enabled: isAuthenticated && (options.enabled ?? true) });
}

export type SessionState =
  | { status: 'signed-out'; message?: string }
  | { status: 'loading' }
  | { status: 'ready'; user: CurrentUser };

/** Spec 'App start': the server has no profile for this account. */
export const NO_STUDENT_PROFILE_MESSAGE = 'No student profile found';

/**
 * The session as the gates see it (spec 'App start'): with tokens, the profile loads; an empty list
 * logs the student out, and a failed load clears the tokens. A refetch that fails keeps the old data.
 */
export function useSessionUser(): SessionState {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const query = useCurrentUser();
  const hasNoProfile = query.isSuccess && query.data === null;
  const hasFailed = query.isError && query.data === undefined;
  // Ending the session clears the cache; the reason must outlive it for the redirect to show it.
  const [endMessage, setEndMessage] = useState<string | undefined>();
  if (hasNoProfile && endMessage !== NO_STUDENT_PROFILE_MESSAGE) setEndMessage(NO_STUDENT_PROFILE_MESSAGE);

  useEffect(() => {
    if (!isAuthenticated || !(hasNoProfile || hasFailed)) return;
    endSession(queryClient);
  }, [isAuthenticated, hasNoProfile, hasFailed, queryClient]);

  if (hasNoProfile) return { status: 'signed-out', message: NO_STUDENT_PROFILE_MESSAGE };
  if (!isAuthenticated || hasFailed) return { status: 'signed-out', message: endMessage };
  if (!query.data) return { status: 'loading' };
  return { status: 'ready', user: query.data };
}

/** Loads the profile again (after verification, onboarding, a profile edit) and returns it. */
export async function refetchCurrentUser(queryClient: QueryClient): Promise<CurrentUser | null> {
  return queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
}

// --- Auth state (spec: isAuthenticated, accessToken, refreshToken, loading, error) ---

export interface AuthState {
  isAuthenticated: boolean;
  accessToken: string | null;
  refreshToken: string | null;
  /** A sign-in is in flight. */
  loading: boolean;
  /** The last sign-in failure's message. */
  error: string | null;
}

let pending: { loading: boolean; error: string | null } = { loading: false, error: null };
let snapshot: AuthState | null = null;
const statusListeners = new Set<() => void>();

function computeSnapshot(): AuthState {
  const tokens = readTokens();
  const next: AuthState = {
    isAuthenticated: tokens !== null,
    accessToken: tokens?.accessToken ?? null,
    refreshToken: tokens?.refreshToken ?? null,
    loading: pending.loading,
    error: pending.error,
  };
  // useSyncExternalStore needs the same object while nothing changed.
  if (
    snapshot &&
    snapshot.accessToken === next.accessToken &&
    snapshot.refreshToken === next.refreshToken &&
    snapshot.loading === next.loading &&
    snapshot.error === next.error
  ) {
    return snapshot;
  }
  snapshot = next;
  return next;
}

function subscribe(listener: () => void): () => void {
  statusListeners.add(listener);
  const unsubscribeTokens = subscribeToTokens(listener);
  // Another tab signing in or out changes local storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.accessToken || event.key === storageKeys.refreshToken) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    statusListeners.delete(listener);
    unsubscribeTokens();
    window.removeEventListener('storage', onStorage);
  };
}

function setPending(next: { loading: boolean; error: string | null }) {
  pending = next;
  for (const listener of statusListeners) listener();
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, computeSnapshot, computeSnapshot);
}

/** Reads the auth state outside React (loaders, event handlers). */
export function readAuthState(): AuthState {
  return computeSnapshot();
}

export function markSignInStarted(): void {
  setPending({ loading: true, error: null });
}

/** Login success stores the tokens (spec 'Auth state'). */
export function markSignedIn(tokens: StoredTokens): void {
  storeTokens(tokens);
  setPending({ loading: false, error: null });
}

/** Login failure clears the tokens and keeps the error (spec 'Auth state'). */
export function markSignInFailed(error: string): void {
  clearTokens();
  setPending({ loading: false, error });
}

/** Ends the session without leaving the page: both tokens and the first-dashboard-visit marker go. */
export function endSession(queryClient?: QueryClient): void {
  clearTokens();
  setPending({ loading: false, error: null });
  queryClient?.clear();
}

/**
 * The logout action of the shell and the verification screen: ends the sign-in on the server (its
 * tokens stop working, even a copy left somewhere), clears the tokens and the first-dashboard-visit
 * marker, then reloads, so no state of the old session survives in memory.
 */
export function logout(): void {
  track(analyticsEvents.logout);
  flushAnalytics({ keepalive: true });
  // Sent with the stored token before it is cleared; keepalive carries it past the reload, and a
  // failure changes nothing for the student, who is signed out here either way.
  void accountClient.post('/logout/', undefined, { keepalive: true }).catch(() => undefined);
  endSession();
  window.location.reload();
}

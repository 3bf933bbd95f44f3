import type { Location } from 'react-router';

/** What /email-verification receives from login, signup and the route guard (spec: email and intendedPath). */
export interface VerificationNavigationState {
  email?: string;
  intendedPath?: string;
  /** An info note to show on arrival ('Please check your email for verification code'). */
  notice?: string;
  canResend?: boolean;
  resendCount?: number;
  nextResendTime?: string | null;
}

/** What /login receives: the remembered origin of the route guard, or a message to show. */
export interface LoginNavigationState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  error?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The path the route guard remembered, if it is one of ours (never an outside address). */
export function rememberedPath(state: unknown): string | undefined {
  if (!isRecord(state) || !isRecord(state.from)) return undefined;
  const { pathname, search, hash } = state.from;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return undefined;
  if (pathname === '/login') return undefined;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

export function readVerificationState(state: unknown): VerificationNavigationState {
  if (!isRecord(state)) return {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const intendedPath = text(state.intendedPath);
  return {
    email: text(state.email),
    intendedPath: intendedPath?.startsWith('/') && !intendedPath.startsWith('//') ? intendedPath : undefined,
    notice: text(state.notice),
    canResend: typeof state.canResend === 'boolean' ? state.canResend : undefined,
    resendCount: typeof state.resendCount === 'number' ? state.resendCount : undefined,
    nextResendTime: text(state.nextResendTime) ?? null,
  };
}

export function readLoginError(state: unknown): string | undefined {
  return isRecord(state) && typeof state.error === 'string' ? state.error : undefined;
}

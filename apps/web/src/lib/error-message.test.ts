import { describe, expect, it } from 'vitest';
import { errorMessage, fieldErrors, serverMessageOr } from './error-message';
import { HttpError, NetworkError } from './http';

describe('errorMessage (the spec generic table)', () => {
  it.each([
    [401, { detail: 'x' }, 'Unauthorized. Please log in again.'],
    [403, { detail: 'x' }, 'Forbidden. You do not have permission to perform this action.'],
    [404, { detail: 'x' }, 'Resource not found.'],
    [500, { detail: 'x' }, 'Server error. Please try again later.'],
    [400, { detail: 'Bad thing' }, 'Bad thing'],
    [400, { non_field_errors: ['Slot taken'] }, 'Slot taken'],
    [400, { email: ['Email is required'] }, 'Email is required'],
    [400, { message: 'From message', detail: 'From detail' }, 'From message'],
    [400, {}, 'An error occurred. Please try again.'],
    [429, { detail: 'Slow down' }, 'Unexpected error: Slow down'],
  ])('status %i with %j -> %s', (status, body, expected) => {
    expect(errorMessage(new HttpError(status, body))).toBe(expected);
  });

  it('explains a missing response', () => {
    expect(errorMessage(new NetworkError('fetch failed'))).toBe('No response from the server. Please check your network connection.');
  });

  it('reads field errors of a 400 and the server words before a fallback', () => {
    const error = new HttpError(400, { email: ['Taken', 'Other'], password: ['Short'] });
    expect(fieldErrors(error)).toEqual({ email: 'Taken', password: 'Short' });
    expect(serverMessageOr(new HttpError(401, { detail: 'Invalid email or password.' }), 'fallback')).toBe('Invalid email or password.');
    expect(serverMessageOr(new HttpError(500, '<html>'), 'fallback')).toBe('<html>');
    expect(serverMessageOr(new HttpError(500, undefined), 'fallback')).toBe('fallback');
  });
});

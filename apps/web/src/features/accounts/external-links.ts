/**
 * The legal pages the signup checkbox links to. The app serves them itself; an operator with pages of
 * their own sets TERMS_URL or PRIVACY_URL, and the server then redirects these paths there.
 */
export const TERMS_URL = '/terms';
export const PRIVACY_URL = '/privacy';

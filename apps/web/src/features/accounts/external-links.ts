/** The legal pages the signup checkbox links to; they live outside the app (spec: external pages). */
export const TERMS_URL = 'https://bloom.college/terms';
export const PRIVACY_URL = 'https://bloom.college/privacy';

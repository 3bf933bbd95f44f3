import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

describe('legal pages', () => {
  it('the privacy notice says what Bloom keeps, why, who sees it and for how long', () => {
    renderRoute(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    for (const heading of ['What Bloom keeps about you', 'Why we keep it', 'Who sees it', 'How long we keep it']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/expire after 10 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  it('the terms say coaching is not emergency care and link to the privacy notice', () => {
    renderRoute(<TermsPage />, { path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText(/call or text 988/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Privacy Notice/ })[0]).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });
});

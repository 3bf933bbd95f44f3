import { Link } from 'react-router';
import { LegalLayout, type LegalSection } from './legal-layout';

const sections: LegalSection[] = [
  {
    heading: 'What Bloom is',
    body: (
      <p>
        Bloom connects students with coaches who help them grow: with stress, confidence, study habits, careers and more. Coaching is not
        therapy, medical care or an emergency service. If you are in crisis, call or text 988 (Suicide &amp; Crisis Lifeline) or your local
        emergency number, or contact your campus counseling service.
      </p>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <ul>
        <li>Use your own name and an email address you can read; with a school email you can join your school's community.</li>
        <li>Keep your password to yourself. You are responsible for what happens with your account.</li>
      </ul>
    ),
  },
  {
    heading: 'Sessions and credits',
    body: (
      <ul>
        <li>New students get 2 free coaching sessions. Each booking uses 1 credit.</li>
        <li>If you cancel more than 24 hours before a session, its credit comes back to you.</li>
        <li>Credits from a plan are paid through our payment provider; credits from your school are limited to what your school offers.</li>
      </ul>
    ),
  },
  {
    heading: 'The community',
    body: (
      <ul>
        <li>Be kind and respectful. Posts and comments with words that go against our community values are not published.</li>
        <li>There are daily limits on stories and comments, so the wall stays a calm place.</li>
        <li>Do not share anyone else's private information.</li>
      </ul>
    ),
  },
  {
    heading: 'Points and rewards',
    body: (
      <p>
        You earn points for taking part. Points have no cash value. Rewards come from partners and may change or run out; each reward's own
        terms apply.
      </p>
    ),
  },
  {
    heading: 'When things go wrong',
    body: (
      <p>
        We may pause or close an account that breaks these terms or puts other students at risk. If you think we got it wrong, tell us
        through Help, then Submit Support Ticket.
      </p>
    ),
  },
  {
    heading: 'Your information',
    body: (
      <p>
        How we handle your information is explained in the{' '}
        <Link to="/privacy" className="font-semibold text-primary-700 underline underline-offset-2">
          Privacy Notice
        </Link>
        .
      </p>
    ),
  },
];

/** /terms: the plain-language terms of service the register page links to (TERMS_URL replaces it). */
export default function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      summary={<p>The rules for using Bloom, kept short and in plain words.</p>}
      sections={sections}
      otherPage={{ to: '/privacy', label: 'Privacy Notice' }}
    />
  );
}

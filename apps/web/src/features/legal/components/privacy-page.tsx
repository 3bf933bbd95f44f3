import { LegalLayout, type LegalSection } from './legal-layout';

const sections: LegalSection[] = [
  {
    heading: 'What Bloom keeps about you',
    body: (
      <ul>
        <li>
          <strong>Your account:</strong> your name, email address, timezone and referral code, and who referred you. Your password is
          kept only as a one-way hash: nobody at Bloom can read it.
        </li>
        <li>
          <strong>Your profile:</strong> your school, degree, course, city and state, gender, race or ethnicity, languages, whether you
          are an international student, your photo, and what you tell us about yourself and the coaching you prefer.
        </li>
        <li>
          <strong>Your growth:</strong> the growth areas you choose, how confident you feel about them, and your answers to the
          coach-matching questions.
        </li>
        <li>
          <strong>Your coaching:</strong> the sessions you book (coach, time and the note you add), and the ratings and feedback you give.
        </li>
        <li>
          <strong>Credits, points and rewards:</strong> every change to them and what caused it. When you buy a plan, the payment provider
          handles your card; Bloom only learns which plan was paid for.
        </li>
        <li>
          <strong>What you share in the community:</strong> your stories, comments and likes. If you post anonymously, other students do not
          see your name, but Bloom still knows the post is yours. If a post suggests you may be in danger, it is not published and a note
          is kept so that a person can check in on you.
        </li>
        <li>
          <strong>How you use Bloom:</strong> the pages and buttons you use, your votes for new features, the emails we send you, and
          technical records such as your IP address and browser, which keep the service secure.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Why we keep it',
    body: (
      <ul>
        <li>To match you with coaches, book your sessions and remind you of them.</li>
        <li>To keep your account safe: verification codes, and limits on repeated attempts.</li>
        <li>To keep your credits, points and rewards right, and the community a safe place.</li>
        <li>To learn what helps students and what to build next.</li>
      </ul>
    ),
  },
  {
    heading: 'Who sees it',
    body: (
      <ul>
        <li>
          <strong>You</strong> see and can change your profile at any time.
        </li>
        <li>
          <strong>Your coach</strong> sees your name, the sessions you book with them and the note you add.
        </li>
        <li>
          <strong>Other students</strong> see only what you post in the community, with your name unless you post anonymously.
        </li>
        <li>
          <strong>Your school</strong> does not get access to your Bloom account, your sessions or what you share.
        </li>
        <li>
          <strong>The Bloom team</strong> looks at your information only when running the service needs it: answering your support
          ticket, checking a safety concern, or fixing a problem.
        </li>
        <li>
          <strong>Services we rely on</strong> get what their job needs: the email service your address and the message, the video
          service your session call, and the payment provider your payment.
        </li>
      </ul>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <ul>
        <li>Verification and password-reset codes work once and expire after 10 minutes.</li>
        <li>Records of repeated attempts (used to stop password guessing) are cleared after about two days.</li>
        <li>
          Everything else stays while your account is open. To close your account and have your information deleted, ask us through{' '}
          <strong>Help, then Submit Support Ticket</strong>. We delete it within 30 days, except records the law requires us to keep, such
          as payment records.
        </li>
      </ul>
    ),
  },
  {
    heading: 'What we never do',
    body: <p>We do not sell your information and we do not show you advertising.</p>,
  },
];

/** /privacy: the plain-language privacy notice the register page links to (PRIVACY_URL replaces it). */
export default function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Notice"
      summary={<p>What Bloom keeps about you, why, who sees it and for how long, in plain words.</p>}
      sections={sections}
      otherPage={{ to: '/terms', label: 'Terms of Service' }}
    />
  );
}

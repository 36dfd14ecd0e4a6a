import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router';
import { StaticPage } from '../components/static-page';

const PRIVACY_UPDATED = '2026-11-22';

/** /privacy: how personal data is handled, under Sri Lanka's Personal Data Protection Act. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('static.privacyTitle')} description={t('static.privacyDescription')} updated={PRIVACY_UPDATED}>
      <p>
        This policy explains what personal data JobPortal collects, why, who can see it, how long we keep it and the
        rights you have over it. We process personal data in line with Sri Lanka&rsquo;s{' '}
        <strong>Personal Data Protection Act, No. 9 of 2022</strong> (&ldquo;the Act&rdquo;). For the personal data
        described here, JobPortal is the controller within the meaning of the Act.
      </p>

      <h2>1. The data we collect</h2>
      <h3>Data you give us</h3>
      <ul>
        <li>
          <strong>Account details:</strong> your name, email address, phone number and password. Company accounts
          also give the company&rsquo;s name, contact person, website, industry and district. Your password is never
          stored as written: we keep only a one-way, salted hash of it.
        </li>
        <li>
          <strong>Your CV and profile:</strong> what you choose to add, such as work experience, education, skills,
          a photo and references.
        </li>
        <li>
          <strong>Applications:</strong> the jobs you apply to, the CV and cover letter you send, and the status the
          employer gives the application.
        </li>
        <li>
          <strong>Job advertisements and company pages</strong> that employers publish, including the contact details
          in them.
        </li>
        <li>
          <strong>Messages</strong> you send through the contact form, and reviews and comments you post.
        </li>
      </ul>
      <h3>Data collected when you use the site</h3>
      <ul>
        <li>
          <strong>Technical data:</strong> your IP address, browser type, the pages requested and the time, kept in
          server logs to run the service and to protect it against abuse.
        </li>
        <li>
          <strong>Your activity:</strong> jobs you view, save or search for, which we use to show recently viewed
          jobs, your search history and job alerts.
        </li>
      </ul>

      <h2>2. Why we use it</h2>
      <p>We use personal data only for these purposes, each on a lawful basis that the Act recognises:</p>
      <ul>
        <li>
          To provide the service you ask for: your account, your CV, sending your applications to employers and
          publishing employers&rsquo; jobs (performance of our agreement with you).
        </li>
        <li>
          To send job alerts and newsletters you have switched on (your consent, which you can withdraw at any time in
          your preferences or from the link in each email).
        </li>
        <li>
          To keep the service safe: reviewing job advertisements before they are published, preventing fraud and
          spam, and limiting repeated failed sign-ins (our legitimate interest in a trustworthy job board).
        </li>
        <li>To meet legal obligations, such as answering a lawful request from a court or a public authority.</li>
      </ul>
      <p>We do not sell personal data, and we do not use it for advertising by third parties.</p>

      <h2>3. Who can see it</h2>
      <ul>
        <li>
          <strong>Employers</strong> see the CV and contact details you send when you apply to their job. What else
          employers can see of your profile follows your privacy settings (profile visibility, showing your email and
          your phone number).
        </li>
        <li>
          <strong>Everyone</strong> can see published job advertisements, company pages, and the reviews and comments
          you post under your name.
        </li>
        <li>
          <strong>Our administrators</strong> see what they need to review content and to help you.
        </li>
        <li>
          <strong>Service providers</strong> who host the site and deliver our emails process data for us, only on our
          instructions and under contracts that require them to protect it.
        </li>
        <li>
          <strong>Authorities</strong>, where the law requires us to disclose data.
        </li>
      </ul>
      <p>
        Where personal data is processed outside Sri Lanka (for example by a hosting provider), we do so only as the
        Act permits and with safeguards that protect it to the standard the Act requires.
      </p>

      <h2>4. How long we keep it</h2>
      <ul>
        <li>Account, profile and CV data: for as long as your account exists.</li>
        <li>
          Applications: as long as your account exists, or until you or the employer delete them; employers who
          downloaded a CV are responsible for the copy they keep.
        </li>
        <li>Contact form messages: up to two years, so that we can follow up on a question.</li>
        <li>Server logs: up to 90 days.</li>
        <li>Password reset links: they expire after one hour and work only once.</li>
      </ul>
      <p>
        When you delete your account, we delete or anonymise its personal data within 30 days, except what we must
        keep by law.
      </p>

      <h2>5. Your rights</h2>
      <p>Under the Act you have the right to:</p>
      <ul>
        <li>get confirmation of whether we process your personal data, and a copy of it;</li>
        <li>have inaccurate or incomplete data corrected or completed;</li>
        <li>withdraw your consent, and object to processing, at any time;</li>
        <li>have your personal data erased where the Act provides for it;</li>
        <li>ask for a review of a decision about you that was made only by automated processing.</li>
      </ul>
      <p>
        To use any of these rights, send a request through the <Link to="/contact">contact form</Link> with the
        subject &ldquo;Privacy request&rdquo;, from the email address of your account if you have one. We may ask you
        to confirm your identity, and we answer within 21 working days. If you are not satisfied with our answer, you
        may complain to the Data Protection Authority of Sri Lanka.
      </p>

      <h2>6. How we protect it</h2>
      <p>
        The site is served over an encrypted connection (HTTPS). Passwords are stored only as strong one-way hashes,
        sign-in sessions use random tokens that are revoked when you sign out, and repeated failed sign-ins are slowed
        down. Access to personal data is limited to the people who need it for their work.
      </p>

      <h2>7. Cookies and storage on your device</h2>
      <p>
        We do not use advertising cookies or third-party tracking. The site keeps a few items in your browser&rsquo;s
        local storage so that it works: your sign-in session, your chosen language and your display preferences.
        Signing out removes the session; you can remove the rest by clearing your browser&rsquo;s site data.
      </p>

      <h2>8. Children</h2>
      <p>
        JobPortal is meant for people of working age. You must be at least 16 years old to create an account.
      </p>

      <h2>9. Changes to this policy</h2>
      <p>
        If we change this policy, we will publish the new version here with a new date, and tell account holders by
        email about any change that matters to them.
      </p>

      <h2>10. Contact</h2>
      <p>
        Questions about this policy, or about your personal data, go to our data protection officer through the{' '}
        <Link to="/contact">contact form</Link>.
      </p>
    </StaticPage>
  );
}

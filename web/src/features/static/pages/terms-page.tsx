import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router';
import { StaticPage } from '../components/static-page';

const TERMS_UPDATED = '2026-11-22';

/** /terms: the rules for using the portal, for job seekers and employers. */
export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('static.termsTitle')} description={t('static.termsDescription')} updated={TERMS_UPDATED}>
      <p>
        These terms apply to everyone who uses JobPortal: visitors, job seekers and employers. By using the site or
        creating an account you agree to them. Please also read our <Link to="/privacy">Privacy Policy</Link>, which
        explains how we handle personal data.
      </p>

      <h2>1. The service</h2>
      <p>
        JobPortal is a place where employers publish vacancies and job seekers find and apply for them. We are not
        an employment agency and we are not a party to any employment relationship: the decision to hire, and the
        terms of any job, are between the employer and the candidate.
      </p>

      <h2>2. Accounts</h2>
      <ul>
        <li>You must be at least 16 years old to create an account.</li>
        <li>The information you give must be true and kept up to date. An account is for one person or one organisation.</li>
        <li>
          Keep your password secret and sign out on shared devices. Tell us at once through the{' '}
          <Link to="/contact">contact form</Link> if you think someone else has used your account.
        </li>
        <li>
          We may suspend or close an account that breaks these terms. We tell the holder why, unless the law or the
          safety of other users prevents it.
        </li>
      </ul>

      <h2>3. Job seekers</h2>
      <ul>
        <li>Your CV and applications must be truthful and must not use someone else&rsquo;s identity or qualifications.</li>
        <li>
          Check an employer before you share sensitive documents or travel for an interview. For work abroad, follow
          the checks in our <Link to="/faq#foreign-employment">FAQ</Link>.
        </li>
      </ul>

      <h2>4. Employers</h2>
      <p>When you post a job, you confirm that:</p>
      <ul>
        <li>the vacancy is real and open, and the advertisement says who the employer is;</li>
        <li>the job, its pay and its conditions comply with the laws of Sri Lanka, including its labour laws;</li>
        <li>you will not ask candidates for any payment, deposit or purchase to be considered or hired;</li>
        <li>
          advertisements for employment abroad are placed only by a foreign employment agency licensed under the Sri
          Lanka Bureau of Foreign Employment Act, No. 21 of 1985, and show its licence number;
        </li>
        <li>
          you will use candidates&rsquo; personal data only to recruit for the advertised job, keep it safe, and
          handle it as the Personal Data Protection Act, No. 9 of 2022 requires.
        </li>
      </ul>

      <h2>5. Review of content</h2>
      <p>
        Every job is reviewed before it is published, and we may also review company pages, reviews and comments. We
        may refuse or remove content that breaks these terms or the law, or that could mislead or harm users, and we
        give the reason to the person who posted it.
      </p>

      <h2>6. What is not allowed</h2>
      <ul>
        <li>False, misleading or discriminatory advertisements, and advertisements for unlawful work.</li>
        <li>Harassment, hate speech, spam, and content that infringes someone else&rsquo;s rights.</li>
        <li>
          Copying jobs, CVs or other data from the site in bulk by automated means, or using them to build another
          service, without our written permission.
        </li>
        <li>Attempts to break into accounts, to overload the service or to get around its security.</li>
      </ul>

      <h2>7. Your content</h2>
      <p>
        You keep ownership of what you post. You allow us to store it, show it on JobPortal and send it where you ask
        (for example, your CV to an employer you apply to), for as long as it stays on the site. The JobPortal name,
        design and software belong to us.
      </p>

      <h2>8. No guarantee</h2>
      <p>
        We work to keep advertisements genuine, but we cannot guarantee that any job is still available, that its
        details are correct, or that an application will succeed. The service is provided as it is, and may
        sometimes be unavailable for maintenance.
      </p>

      <h2>9. Liability</h2>
      <p>
        To the extent the law allows, JobPortal is not liable for loss arising from dealings between employers and
        job seekers, or from content posted by users. Nothing in these terms limits liability that cannot be limited
        under the laws of Sri Lanka.
      </p>

      <h2>10. Changes</h2>
      <p>
        We may update these terms. The new version is published here with a new date, and account holders are told
        by email about any significant change before it takes effect.
      </p>

      <h2>11. Law and disputes</h2>
      <p>
        These terms are governed by the laws of the Democratic Socialist Republic of Sri Lanka, and the courts of Sri
        Lanka have jurisdiction over any dispute about them.
      </p>

      <h2>12. Contact</h2>
      <p>
        Questions about these terms? Use the <Link to="/contact">contact form</Link>.
      </p>
    </StaticPage>
  );
}

import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router';
import { StaticPage } from '../components/static-page';

/** /about: who the portal is for and how it keeps listings trustworthy. */
export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('static.aboutTitle')} description={t('static.aboutDescription')}>
      <p>
        JobPortal is a job board for Sri Lanka and for Sri Lankans looking for work abroad. It brings government,
        private-sector and international vacancies together in one place, so that a school leaver in Monaragala, a
        graduate in Jaffna and an experienced accountant in Colombo can all find the next step in their working life
        without searching a dozen newspapers, notice boards and social media pages.
      </p>

      <h2>What we do</h2>
      <ul>
        <li>
          <strong>For job seekers:</strong> search vacancies by keyword, job type, salary and location, from all 25
          districts to jobs overseas; keep a CV ready, save jobs, set up job alerts and apply from each job&rsquo;s
          page. Job seekers never pay to use JobPortal.
        </li>
        <li>
          <strong>For employers:</strong> post vacancies for free from an individual or a company account, show your
          company page to candidates, and receive applications in one place.
        </li>
        <li>
          <strong>For everyone:</strong> career articles and clear answers to common questions about applying,
          hiring and foreign employment.
        </li>
      </ul>

      <h2>Three main topics</h2>
      <p>Every job on JobPortal belongs to one of three main topics, each with its own sub-topics:</p>
      <ul>
        <li>
          <strong>Government Jobs</strong> &ndash; ministries, provincial councils, teaching, health services and
          semi-government institutions.
        </li>
        <li>
          <strong>Private Jobs</strong> &ndash; IT and software, accounting and finance, banking and insurance, sales
          and marketing, engineering, hospitality and tourism, health, education, apparel, logistics and BPO.
        </li>
        <li>
          <strong>International Jobs</strong> &ndash; the Middle East, Europe, East Asia, Australia and New Zealand,
          and the Maldives.
        </li>
      </ul>

      <h2>How we keep listings trustworthy</h2>
      <p>
        Every job is checked by our team before it is published. We reject advertisements that ask candidates to pay
        for a job, that hide who the employer is, or that offer foreign employment without a licence from the Sri
        Lanka Bureau of Foreign Employment (SLBFE). If you see an advertisement that looks wrong, please{' '}
        <Link to="/contact">tell us</Link> and we will look into it.
      </p>

      <h2>In your language</h2>
      <p>
        The site can be used in English, Sinhala and Tamil. Choose your language from the menu at the top or bottom
        of any page; your choice is remembered on your device.
      </p>

      <h2>Built for phones</h2>
      <p>
        Most people look for work on a phone, often on a mobile data connection. JobPortal is designed to load
        quickly and to be easy to use on a small screen, and it works with screen readers and keyboards.
      </p>

      <h2>Get in touch</h2>
      <p>
        Questions, suggestions or a problem with an advertisement? Visit the <Link to="/faq">FAQ</Link> or{' '}
        <Link to="/contact">contact us</Link>. We reply within two working days.
      </p>
    </StaticPage>
  );
}

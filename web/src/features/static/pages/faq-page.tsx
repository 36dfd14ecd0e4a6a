import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon } from '@/components/ui/icons';
import { StaticPage } from '../components/static-page';

interface Question {
  id: string;
  question: string;
  answer: ReactNode;
}

interface Section {
  id: string;
  title: string;
  questions: Question[];
}

const SECTIONS: Section[] = [
  {
    id: 'job-seekers',
    title: 'For job seekers',
    questions: [
      {
        id: 'is-it-free',
        question: 'Do I have to pay to use JobPortal?',
        answer: (
          <p>
            No. Searching for jobs, creating an account, keeping your CV and applying are free for job seekers. No
            employer on JobPortal may ask you for money to be considered for a job; if one does, please{' '}
            <Link to="/contact">report the advertisement</Link>.
          </p>
        ),
      },
      {
        id: 'how-to-apply',
        question: 'How do I apply for a job?',
        answer: (
          <>
            <p>
              Open the job from <Link to="/browse">Browse Jobs</Link> and read how the employer wants to receive
              applications. Some accept applications on JobPortal, others ask for an email or a link to their own
              site, and some government posts ask for a printed form sent by registered post.
            </p>
            <p>
              Follow the instructions exactly and apply before the closing date shown on the job. Employers often do
              not consider late or incomplete applications.
            </p>
          </>
        ),
      },
      {
        id: 'need-account',
        question: 'Do I need an account?',
        answer: (
          <p>
            You can browse and read every job without one. A free <Link to="/customer/register">account</Link> lets
            you keep your CV ready, save jobs, receive job alerts by email and follow the applications you have made.
          </p>
        ),
      },
      {
        id: 'government-jobs',
        question: 'Where do government vacancies come from?',
        answer: (
          <p>
            Most public-sector vacancies are announced in the Government Gazette or by the institution itself. We
            list them under Government Jobs with the closing date and how to apply, but the gazette notice is the
            official source: check its requirements (age limits, qualifications, the application form and the
            address) before you apply.
          </p>
        ),
      },
      {
        id: 'search-tips',
        question: 'I cannot find jobs that suit me. Any tips?',
        answer: (
          <ul>
            <li>Search with one or two words, such as &ldquo;accountant&rdquo; or &ldquo;driver&rdquo;, rather than a full sentence.</li>
            <li>Choose &ldquo;Sri Lanka (all)&rdquo; as the location to see every district at once.</li>
            <li>Widen the salary range; many employers do not state a salary.</li>
            <li>Set up a job alert so that new matching jobs come to your inbox.</li>
          </ul>
        ),
      },
    ],
  },
  {
    id: 'employers',
    title: 'For employers',
    questions: [
      {
        id: 'post-a-job',
        question: 'How do I post a job?',
        answer: (
          <p>
            <Link to="/customer/register">Create a free account</Link> as an individual or a company, sign in and
            post the vacancy from your dashboard. Give a clear title, the district (or &ldquo;Foreign&rdquo; for work
            abroad), the job type, what the work involves, the requirements and how to apply. You can also add the
            vacancy&rsquo;s flyer as an image.
          </p>
        ),
      },
      {
        id: 'posting-cost',
        question: 'What does it cost to post a job?',
        answer: <p>Posting a vacancy is free.</p>,
      },
      {
        id: 'why-pending',
        question: 'Why is my job not visible yet?',
        answer: (
          <>
            <p>
              Every job is checked by our team before it is published, so it shows as pending at first. We aim to
              review every job within one working day. If a job is rejected, your dashboard shows the reason so you can
              correct it and post it again.
            </p>
            <p>
              We reject advertisements that ask candidates for money, that do not say who the employer is, that
              discriminate unlawfully, or that offer foreign employment without an SLBFE licence.
            </p>
          </>
        ),
      },
      {
        id: 'edit-or-remove',
        question: 'Can I remove a job once it is filled?',
        answer: (
          <p>
            Yes. Your dashboard lists the jobs you have posted, and you can delete any of them at any time. Jobs also
            stop being shown after their closing date.
          </p>
        ),
      },
    ],
  },
  {
    id: 'foreign-employment',
    title: 'Working abroad',
    questions: [
      {
        id: 'check-agency',
        question: 'How can I check that a foreign job offer is genuine?',
        answer: (
          <>
            <p>
              Recruitment for work abroad from Sri Lanka must go through an agency licensed by the Sri Lanka Bureau of
              Foreign Employment (SLBFE), or be registered with the SLBFE if you found the job yourself. Before you
              pay anything or hand over your passport:
            </p>
            <ol>
              <li>Check the agency&rsquo;s licence number on the SLBFE&rsquo;s list of licensed agencies.</li>
              <li>Ask for the job order approved by the SLBFE, and read the contract before you sign it.</li>
              <li>Pay only the fees the SLBFE allows, only to the licensed agency, and always get an official receipt.</li>
              <li>If in doubt, call the SLBFE hotline, 1989, before you go further.</li>
            </ol>
          </>
        ),
      },
      {
        id: 'slbfe-registration',
        question: 'Do I have to register with the SLBFE before leaving?',
        answer: (
          <p>
            Yes. Sri Lankans who leave the country for employment must register with the SLBFE before departure.
            Registration gives you access to its welfare services and insurance cover while you work abroad.
          </p>
        ),
      },
      {
        id: 'warning-signs',
        question: 'What are the warning signs of a recruitment scam?',
        answer: (
          <ul>
            <li>A job offer without an interview, or with pay far above what the work usually earns.</li>
            <li>Requests to pay &ldquo;processing&rdquo; or &ldquo;visa&rdquo; fees into a personal bank account.</li>
            <li>Pressure to decide today, or to travel on a tourist visa and &ldquo;change it later&rdquo;.</li>
            <li>An agent who will not give a licence number or an office address.</li>
          </ul>
        ),
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account and privacy',
    questions: [
      {
        id: 'forgot-password',
        question: 'I forgot my password. What do I do?',
        answer: (
          <p>
            Use <Link to="/customer/forgot-password">Forgot password</Link> on the sign-in page and enter your email
            address. We will email you a link to choose a new password; the link works once and expires after one
            hour.
          </p>
        ),
      },
      {
        id: 'who-sees-data',
        question: 'Who can see my CV and contact details?',
        answer: (
          <p>
            Employers see your CV and contact details when you apply to their job, and admins see them to keep the
            service safe. Your privacy settings decide what else is shown. The <Link to="/privacy">Privacy Policy</Link>{' '}
            explains this in full, including your rights under the Personal Data Protection Act.
          </p>
        ),
      },
      {
        id: 'delete-account',
        question: 'How do I delete my account?',
        answer: (
          <p>
            Send us a request through the <Link to="/contact">contact form</Link> from the email address of your
            account. We delete the account and the personal data held with it, except what the law requires us to
            keep, and confirm by email.
          </p>
        ),
      },
      {
        id: 'languages',
        question: 'Can I use the site in Sinhala or Tamil?',
        answer: (
          <p>
            Yes. Choose English, සිංහල or தமிழ் from the language menu at the top or bottom of any page. Your choice
            is remembered on your device. Job advertisements are shown in the language the employer wrote them in.
          </p>
        ),
      },
    ],
  },
];

/** /faq: answers for job seekers, employers and people planning to work abroad. */
export default function FaqPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();

  // Links such as /faq#foreign-employment: open the question (if it is one) and bring it into view.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    if (target instanceof HTMLDetailsElement) target.open = true;
    target.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  return (
    <StaticPage title={t('static.faqTitle')} description={t('static.faqDescription')}>
      <nav aria-label="Sections" className="mb-8 flex flex-wrap gap-2">
        {SECTIONS.map((section) => (
          <a
            key={section.id}
            href={`#${section.id}`}
            className="rounded-full border border-gray-300 bg-white px-4 py-2 text-sm font-medium !text-gray-700 !no-underline hover:border-teal-700 hover:!text-teal-800"
          >
            {section.title}
          </a>
        ))}
      </nav>
      {SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-20">
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          <div className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
            {section.questions.map((item) => (
              <details key={item.id} id={item.id} className="group scroll-mt-20">
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-medium text-gray-900 hover:bg-gray-50 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <ChevronDownIcon className="size-5 shrink-0 text-gray-500 transition-transform group-open:rotate-180" />
                </summary>
                <div className="px-4 pb-2 [&>*:last-child]:mb-3">{item.answer}</div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </StaticPage>
  );
}

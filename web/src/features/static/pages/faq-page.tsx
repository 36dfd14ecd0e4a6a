import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ChevronDownIcon } from '@/components/ui/icons';
import { StaticPage } from '../components/static-page';
import { useProse } from '../components/prose';
import '../faq/texts';

/** A part of an answer: a paragraph, or a list of points, each a text under the question's key. */
type Block = { p: string } | { ul: string[] } | { ol: string[] };

interface Question {
  /** The question's anchor (/faq#is-it-free). */
  id: string;
  /** Its texts: <key>.q, and the blocks' keys under <key>. */
  key: string;
  answer: Block[];
}

interface Section {
  id: string;
  /** Its title's key. */
  key: string;
  questions: Question[];
}

const SECTIONS: Section[] = [
  {
    id: 'job-seekers',
    key: 'jobSeekers',
    questions: [
      { id: 'is-it-free', key: 'isItFree', answer: [{ p: 'a' }] },
      { id: 'how-to-apply', key: 'howToApply', answer: [{ p: 'a1' }, { p: 'a2' }] },
      { id: 'need-account', key: 'needAccount', answer: [{ p: 'a' }] },
      { id: 'government-jobs', key: 'governmentJobs', answer: [{ p: 'a' }] },
      { id: 'search-tips', key: 'searchTips', answer: [{ ul: ['tip1', 'tip2', 'tip3', 'tip4'] }] },
    ],
  },
  {
    id: 'employers',
    key: 'employers',
    questions: [
      { id: 'post-a-job', key: 'postAJob', answer: [{ p: 'a' }] },
      { id: 'posting-cost', key: 'postingCost', answer: [{ p: 'a' }] },
      { id: 'why-pending', key: 'whyPending', answer: [{ p: 'a1' }, { p: 'a2' }] },
      { id: 'edit-or-remove', key: 'editOrRemove', answer: [{ p: 'a' }] },
    ],
  },
  {
    id: 'foreign-employment',
    key: 'foreignEmployment',
    questions: [
      { id: 'check-agency', key: 'checkAgency', answer: [{ p: 'a' }, { ol: ['step1', 'step2', 'step3', 'step4'] }] },
      { id: 'slbfe-registration', key: 'slbfeRegistration', answer: [{ p: 'a' }] },
      { id: 'warning-signs', key: 'warningSigns', answer: [{ ul: ['sign1', 'sign2', 'sign3', 'sign4'] }] },
    ],
  },
  {
    id: 'account',
    key: 'account',
    questions: [
      { id: 'forgot-password', key: 'forgotPassword', answer: [{ p: 'a' }] },
      { id: 'who-sees-data', key: 'whoSeesData', answer: [{ p: 'a' }] },
      { id: 'delete-account', key: 'deleteAccount', answer: [{ p: 'a' }] },
      { id: 'languages', key: 'languages', answer: [{ p: 'a' }] },
    ],
  },
];

function Answer({ question, say }: { question: Question; say: (key: string) => ReactNode }) {
  const text = (key: string) => say(`${question.key}.${key}`);
  return (
    <>
      {question.answer.map((block, i) => {
        if ('p' in block) return <p key={i}>{text(block.p)}</p>;
        const items = 'ul' in block ? block.ul : block.ol;
        const points = items.map((item) => <li key={item}>{text(item)}</li>);
        return 'ul' in block ? <ul key={i}>{points}</ul> : <ol key={i}>{points}</ol>;
      })}
    </>
  );
}

/** /faq: answers for job seekers, employers and people planning to work abroad. */
export default function FaqPage() {
  const { t, say } = useProse('static-faq');
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
      <nav aria-label={t('sections')} className="mb-8 flex flex-wrap gap-2">
        {SECTIONS.map((section) => (
          <a
            key={section.id}
            href={`#${section.id}`}
            className="rounded-full border border-gray-300 bg-white px-4 py-2 text-sm font-medium !text-gray-700 !no-underline hover:border-teal-700 hover:!text-teal-800"
          >
            {t(section.key)}
          </a>
        ))}
      </nav>
      {SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-20">
          <h2 id={`${section.id}-title`}>{t(section.key)}</h2>
          <div className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
            {section.questions.map((item) => (
              <details key={item.id} id={item.id} className="group scroll-mt-20">
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-medium text-gray-900 hover:bg-gray-50 [&::-webkit-details-marker]:hidden">
                  {t(`${item.key}.q`)}
                  <ChevronDownIcon className="size-5 shrink-0 text-gray-500 transition-transform group-open:rotate-180" />
                </summary>
                <div className="px-4 pb-2 [&>*:last-child]:mb-3"><Answer question={item} say={say} /></div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </StaticPage>
  );
}

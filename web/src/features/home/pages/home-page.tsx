import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import {
  ArrowRightIcon,
  BuildingIcon,
  LandmarkIcon,
  PlaneIcon,
  ShieldIcon,
  UserPlusIcon,
  BriefcaseIcon,
  type IconProps,
} from '@/components/ui/icons';
import { JobSearchForm } from '@/components/search/job-search-form';

const TOPICS: readonly { key: 'government' | 'private' | 'international'; Icon: ComponentType<IconProps> }[] = [
  { key: 'government', Icon: LandmarkIcon },
  { key: 'private', Icon: BuildingIcon },
  { key: 'international', Icon: PlaneIcon },
];

/** The home page: search, the three main topics and where to go next. */
export default function HomePage() {
  const { t } = useTranslation();

  return (
    <>
      <section className="border-b border-teal-100 bg-gradient-to-b from-teal-50 to-white">
        <div className="mx-auto max-w-page px-4 pt-10 pb-12 sm:pt-16 sm:pb-16 lg:px-6">
          <div className="max-w-3xl">
            <h1 className="text-3xl leading-tight font-bold tracking-tight text-gray-900 sm:text-4xl lg:text-5xl">
              {t('home.title')}
            </h1>
            <p className="mt-4 text-base leading-7 text-gray-600 sm:text-lg">{t('home.subtitle')}</p>
            <div className="mt-8 max-w-2xl">
              <JobSearchForm size="lg" />
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="topics-heading" className="mx-auto max-w-page px-4 py-12 sm:py-16 lg:px-6">
        <h2 id="topics-heading" className="text-2xl font-bold tracking-tight text-gray-900">
          {t('home.topicsTitle')}
        </h2>
        <p className="mt-2 text-gray-600">{t('home.topicsIntro')}</p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {TOPICS.map(({ key, Icon }) => (
            <li key={key}>
              <Link
                to="/browse"
                className="group flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 transition-shadow hover:border-teal-200 hover:shadow-md"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-gray-900">{t(`home.${key}Title`)}</h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-gray-600">{t(`home.${key}Text`)}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-teal-800">
                  {t('home.viewJobs')}
                  <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="border-t border-gray-200 bg-white">
        <div className="mx-auto grid max-w-page gap-4 px-4 py-12 sm:py-16 md:grid-cols-3 lg:px-6">
          <CallToAction
            icon={<UserPlusIcon className="size-6" />}
            title={t('home.seekersTitle')}
            text={t('home.seekersText')}
            action={
              <Link to="/customer/register" className={buttonClasses('primary')}>
                {t('home.seekersCta')}
              </Link>
            }
          />
          <CallToAction
            icon={<BriefcaseIcon className="size-6" />}
            title={t('home.employersTitle')}
            text={t('home.employersText')}
            action={
              <Link to="/customer/login" className={buttonClasses('primary')}>
                {t('home.employersCta')}
              </Link>
            }
          />
          <CallToAction
            icon={<ShieldIcon className="size-6" />}
            title={t('home.abroadTitle')}
            text={t('home.abroadText')}
            action={
              <Link to="/faq#foreign-employment" className={buttonClasses('secondary')}>
                {t('home.abroadCta')}
              </Link>
            }
          />
        </div>
      </section>
    </>
  );
}

function CallToAction({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <div className="flex flex-col rounded-2xl border border-gray-200 bg-gray-50 p-6">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-white text-teal-700 ring-1 ring-gray-200">
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold text-gray-900">{title}</h2>
      <p className="mt-2 flex-1 text-sm leading-6 text-gray-600">{text}</p>
      <div className="mt-5">{action}</div>
    </div>
  );
}

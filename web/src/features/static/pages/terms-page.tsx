import { Fragment } from 'react';
import { StaticPage } from '../components/static-page';
import { useProse } from '../components/prose';
import '../terms/texts';

const TERMS_UPDATED = '2026-11-22';

/** The sections' points, in order, each the key of a text. */
const ACCOUNTS = ['age', 'truthful', 'password', 'suspend'];
const SEEKERS = ['honest', 'check'];
const EMPLOYERS = ['real', 'lawful', 'noPayment', 'licensed', 'data'];
const FORBIDDEN = ['misleading', 'abuse', 'scraping', 'attacks'];

/** The sections that are one paragraph each, after the lists. */
const PARAGRAPHS = ['content', 'guarantee', 'liability', 'changes', 'law', 'contact'];

/** /terms: the rules for using the portal, for job seekers and employers. */
export default function TermsPage() {
  const { t, say } = useProse('static-terms');
  const points = (keys: string[]) => (
    <ul>
      {keys.map((key) => (
        <li key={key}>{say(`${key}`)}</li>
      ))}
    </ul>
  );
  return (
    <StaticPage title={t('static.termsTitle')} description={t('static.termsDescription')} updated={TERMS_UPDATED}>
      <p>{say('intro')}</p>

      <h2>{t('serviceTitle')}</h2>
      <p>{say('service')}</p>

      <h2>{t('accountsTitle')}</h2>
      {points(ACCOUNTS)}

      <h2>{t('seekersTitle')}</h2>
      {points(SEEKERS)}

      <h2>{t('employersTitle')}</h2>
      <p>{say('employersIntro')}</p>
      {points(EMPLOYERS)}

      <h2>{t('reviewTitle')}</h2>
      <p>{say('review')}</p>

      <h2>{t('forbiddenTitle')}</h2>
      {points(FORBIDDEN)}

      {PARAGRAPHS.map((key) => (
        <Fragment key={key}>
          <h2>{t(`${key}Title`)}</h2>
          <p>{say(`${key}`)}</p>
        </Fragment>
      ))}
    </StaticPage>
  );
}

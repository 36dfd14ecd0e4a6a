import { StaticPage } from '../components/static-page';
import { useProse } from '../components/prose';
import '../privacy/texts';

const PRIVACY_UPDATED = '2026-11-22';

/** The sections' points, in order, each the key of a text. */
const GIVEN = ['account', 'cv', 'applications', 'ads', 'messages'];
const USAGE = ['technical', 'activity'];
const PURPOSES = ['service', 'alerts', 'safety', 'legal'];
const WHO = ['employers', 'everyone', 'admins', 'providers', 'authorities'];
const KEPT = ['keepAccount', 'keepApplications', 'keepMessages', 'keepLogs', 'keepResets'];
const RIGHTS = ['rightAccess', 'rightCorrect', 'rightWithdraw', 'rightErase', 'rightReview'];

/** /privacy: how personal data is handled, under Sri Lanka's Personal Data Protection Act. */
export default function PrivacyPage() {
  const { t, say } = useProse('static-privacy');
  const points = (keys: string[]) => (
    <ul>
      {keys.map((key) => (
        <li key={key}>{say(`${key}`)}</li>
      ))}
    </ul>
  );
  return (
    <StaticPage title={t('static.privacyTitle')} description={t('static.privacyDescription')} updated={PRIVACY_UPDATED}>
      <p>{say('intro')}</p>

      <h2>{t('collectTitle')}</h2>
      <h3>{t('givenTitle')}</h3>
      {points(GIVEN)}
      <h3>{t('usageTitle')}</h3>
      {points(USAGE)}

      <h2>{t('whyTitle')}</h2>
      <p>{say('whyIntro')}</p>
      {points(PURPOSES)}
      <p>{say('noSale')}</p>

      <h2>{t('whoTitle')}</h2>
      {points(WHO)}
      <p>{say('abroad')}</p>

      <h2>{t('keepTitle')}</h2>
      {points(KEPT)}
      <p>{say('keepDeleted')}</p>

      <h2>{t('rightsTitle')}</h2>
      <p>{say('rightsIntro')}</p>
      {points(RIGHTS)}
      <p>{say('rightsHow')}</p>

      <h2>{t('protectTitle')}</h2>
      <p>{say('protect')}</p>

      <h2>{t('cookiesTitle')}</h2>
      <p>{say('cookies')}</p>

      <h2>{t('childrenTitle')}</h2>
      <p>{say('children')}</p>

      <h2>{t('changesTitle')}</h2>
      <p>{say('changes')}</p>

      <h2>{t('contactTitle')}</h2>
      <p>{say('contact')}</p>
    </StaticPage>
  );
}

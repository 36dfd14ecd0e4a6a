import { StaticPage } from '../components/static-page';
import { useProse } from '../components/prose';
import '../about/texts';

/** /about: who the portal is for and how it keeps listings trustworthy. */
export default function AboutPage() {
  const { t, say } = useProse('static-about');
  return (
    <StaticPage title={t('static.aboutTitle')} description={t('static.aboutDescription')}>
      <p>{say('intro')}</p>

      <h2>{t('whatWeDo')}</h2>
      <ul>
        <li>{say('seekers')}</li>
        <li>{say('employers')}</li>
        <li>{say('everyone')}</li>
      </ul>

      <h2>{t('topicsTitle')}</h2>
      <p>{say('topicsIntro')}</p>
      <ul>
        <li>{say('government')}</li>
        <li>{say('private')}</li>
        <li>{say('international')}</li>
      </ul>

      <h2>{t('trustTitle')}</h2>
      <p>{say('trust')}</p>

      <h2>{t('languageTitle')}</h2>
      <p>{say('language')}</p>

      <h2>{t('phonesTitle')}</h2>
      <p>{say('phones')}</p>

      <h2>{t('contactTitle')}</h2>
      <p>{say('contact')}</p>
    </StaticPage>
  );
}

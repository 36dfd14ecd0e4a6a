import type { ComponentType } from 'react';
import { clockNow } from '@/lib/clock';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  XLogoIcon,
  YouTubeIcon,
  type IconProps,
} from '@/components/ui/icons';
import { SOCIAL_LINKS, type SocialNetwork } from '@/lib/site';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<IconProps>> = {
  Facebook: FacebookIcon,
  YouTube: YouTubeIcon,
  Instagram: InstagramIcon,
  LinkedIn: LinkedInIcon,
  X: XLogoIcon,
};

const EXPLORE_LINKS = [
  { to: '/browse', labelKey: 'footer.browse' },
  { to: '/company', labelKey: 'footer.companies' },
  { to: '/blogs', labelKey: 'footer.blogs' },
  { to: '/faq', labelKey: 'footer.faq' },
] as const;

// Last of the Explore links: where a visitor signs in, or a signed-in customer's dashboard.
const SIGN_IN_LINK = { to: '/customer/login', labelKey: 'header.signIn' };
const DASHBOARD_LINK = { to: '/customer/dashboard', labelKey: 'userMenu.dashboard' };

const HELP_LINKS = [
  { to: '/about', labelKey: 'footer.about' },
  { to: '/contact', labelKey: 'footer.contact' },
  { to: '/privacy', labelKey: 'footer.privacy' },
  { to: '/terms', labelKey: 'footer.terms' },
] as const;

const linkClass =
  'inline-flex min-h-11 items-center text-sm text-gray-600 hover:text-teal-800 hover:underline underline-offset-2 md:min-h-9';

/**
 * The site footer: what the product is for, the links of SPEC section 2 with 'Sign in' (the
 * dashboard once signed in), social profiles, copyright.
 */
export function SiteFooter({ signedIn = false }: { signedIn?: boolean }) {
  const { t } = useTranslation();
  const year = clockNow().getFullYear();

  return (
    <footer className="border-t border-gray-200 bg-white">
      <div className="mx-auto grid max-w-page gap-8 px-4 py-10 md:grid-cols-[2fr_1fr_1fr] lg:px-6">
        <div>
          <Logo />
          <p className="mt-3 max-w-sm text-sm leading-6 text-gray-600">{t('footer.tagline')}</p>
          <p className="mt-5 mb-2 text-sm font-semibold text-gray-900">{t('footer.follow')}</p>
          <ul className="-ml-2 flex gap-1">
            {SOCIAL_LINKS.map(({ network, href }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.social', { network })}
                    title={network}
                    className="inline-flex size-11 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-teal-800"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <FooterLinks title={t('footer.explore')} links={signedIn ? [...EXPLORE_LINKS, DASHBOARD_LINK] : [...EXPLORE_LINKS, SIGN_IN_LINK]} />
        <FooterLinks title={t('footer.help')} links={HELP_LINKS} />
      </div>
      <div className="border-t border-gray-100">
        <div className="mx-auto flex max-w-page flex-col-reverse items-start gap-2 px-4 py-4 sm:flex-row sm:items-center sm:justify-between lg:px-6">
          <p className="text-sm text-gray-500">{t('footer.copyright', { year })}</p>
          <LanguageSwitch placement="above" align="start" className="-ml-2.5 sm:ml-0" />
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({
  title,
  links,
}: {
  title: string;
  links: readonly { to: string; labelKey: string }[];
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-gray-900">{title}</h2>
      <ul className="mt-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

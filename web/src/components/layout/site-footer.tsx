import type { ComponentType } from 'react';
import { clockNow } from '@/lib/clock';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
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

// Phones keep 44 px targets; from 1024 px (a pointer, mostly) the links sit in rows of 28 px, so
// the footer keeps SPEC's 200 px height (section 9) with all its content. Tamil's longer words
// take four rows where the others take two or three: its rows are 24 px (WCAG's least target),
// which keeps it within the 200 px too.
const linkClass =
  'inline-flex min-h-11 items-center text-sm text-gray-600 hover:text-teal-800 hover:underline underline-offset-2 lg:flex lg:min-h-7 lg:[:lang(ta)_&]:min-h-6';

/**
 * The site footer: what the product is for, the links of SPEC section 2 with 'Sign in' (the
 * dashboard once signed in), social profiles, copyright. SPEC section 9 gives it 200 px: on a
 * desktop it is one band of three columns (the product, Explore, Help) over a bar with the
 * copyright, the social profiles and the language; on a phone the two link lists stand side by
 * side.
 */
export function SiteFooter({ signedIn = false }: { signedIn?: boolean }) {
  const { t } = useTranslation();
  const year = clockNow().getFullYear();

  return (
    <footer className="border-t border-gray-200 bg-white">
      <div className="mx-auto grid max-w-page grid-cols-2 gap-x-4 gap-y-4 px-4 py-4 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)] lg:gap-x-10 lg:px-6">
        <div className="col-span-2 lg:col-span-1">
          <Logo />
          <p className="mt-1 max-w-sm text-sm leading-5 text-gray-600 lg:max-w-lg">{t('footer.tagline')}</p>
        </div>
        <FooterLinks title={t('footer.explore')} links={signedIn ? [...EXPLORE_LINKS, DASHBOARD_LINK] : [...EXPLORE_LINKS, SIGN_IN_LINK]} />
        <FooterLinks title={t('footer.help')} links={HELP_LINKS} />
      </div>
      <div className="border-t border-gray-100">
        <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 lg:px-6">
          <p className="order-last w-full pb-2 text-sm text-gray-500 sm:order-none sm:w-auto sm:pb-0">{t('footer.copyright', { year })}</p>
          <div className="flex flex-wrap items-center gap-x-4">
            <div className="flex flex-wrap items-center">
              <p id="footer-follow" className="mr-1 w-full pt-2 text-sm text-gray-600 sm:w-auto sm:pt-0">
                {t('footer.follow')}
              </p>
              <ul className="-ml-2.5 flex sm:ml-0" aria-labelledby="footer-follow">
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
            <LanguageSwitch placement="above" align="start" className="-ml-2.5 sm:ml-0" />
          </div>
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
      <ul className="mt-1 lg:flex lg:flex-wrap lg:gap-x-4">
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

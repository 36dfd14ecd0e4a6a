/** Facts about the site shown in several places. */

export const SITE_NAME = 'JobPortal';

export type SocialNetwork = 'Facebook' | 'YouTube' | 'Instagram' | 'LinkedIn' | 'X';

/**
 * The product's profiles on social networks (footer). Change the addresses here when the
 * accounts are renamed; the order is the order shown.
 */
export const SOCIAL_LINKS: readonly { network: SocialNetwork; href: string }[] = [
  { network: 'Facebook', href: 'https://www.facebook.com/jobportal.lk' },
  { network: 'YouTube', href: 'https://www.youtube.com/@jobportallk' },
  { network: 'Instagram', href: 'https://www.instagram.com/jobportal.lk' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/jobportal-lk' },
  { network: 'X', href: 'https://x.com/jobportal_lk' },
];

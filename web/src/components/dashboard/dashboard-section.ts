import type { ComponentType } from 'react';

/**
 * Who a section is for: a customer with a company or an individual account, or an admin user.
 * Admin roles nest (DESIGN section 3): 'editor' sections (the blog, the figures) are for every
 * admin user, 'admin' ones (moderation) for admins and superadmins, 'superadmin' ones for
 * superadmins alone.
 */
export type DashboardRole = 'admin' | 'company' | 'individual' | 'editor' | 'superadmin';

/** The roles an admin user of each role sees sections of. */
const ADMIN_ROLES_SEEN: Record<'superadmin' | 'admin' | 'editor', readonly DashboardRole[]> = {
  superadmin: ['superadmin', 'admin', 'editor'],
  admin: ['admin', 'editor'],
  editor: ['editor'],
};

export interface DashboardViewer {
  /** The name to show (a customer's name, else email). */
  name: string;
  role: DashboardRole;
}

/**
 * A tab of the customer or admin dashboard. Each area exports its sections (dashboard.tsx); the
 * dashboards (app/dashboard) show those whose roles include the viewer's, in the areas' order.
 */
export interface DashboardSection {
  /** The tab's id in the address (?tab=...). */
  id: string;
  /** The tab's label, a key of the 'dashboard' namespace. */
  labelKey: string;
  roles: readonly DashboardRole[];
  component: ComponentType<{ viewer: DashboardViewer }>;
  /**
   * A hook giving a number to show beside the label (such as the jobs waiting for approval), or
   * null. The dashboard calls it on every render for every section, so it must always be there
   * or never: a section either has a badge or it does not.
   */
  useBadge?: () => number | null;
}

/** The sections of `sections` the viewer may see. */
export function sectionsFor(sections: readonly DashboardSection[], role: DashboardRole): DashboardSection[] {
  return sections.filter((section) => section.roles.includes(role));
}

/** The sections an admin user of `role` may see; an unknown role sees none. */
export function adminSectionsFor(sections: readonly DashboardSection[], role: string): DashboardSection[] {
  const seen = ADMIN_ROLES_SEEN[role as keyof typeof ADMIN_ROLES_SEEN] ?? [];
  return sections.filter((section) => section.roles.some((item) => seen.includes(item)));
}

import type { ComponentType } from 'react';

/** Who a dashboard is for: an admin, or a customer with a company or an individual account. */
export type DashboardRole = 'admin' | 'company' | 'individual';

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

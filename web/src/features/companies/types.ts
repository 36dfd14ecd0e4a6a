/** The companies area's types (SPEC section 3, "Company state"), as docs/openapi.yaml gives them. */

/**
 * A company hiring now (GET /companies/featured): an active company account with public jobs,
 * the ones with the most first.
 */
export interface FeaturedCompany {
  id: number;
  name: string;
  slug: string;
  industry: string;
  district: string;
  /** The address of its picture, or '' for none. */
  avatar: string;
  /** Its public jobs. */
  jobsCount: number;
}


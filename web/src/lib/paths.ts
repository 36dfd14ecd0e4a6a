/**
 * Addresses of pages that several areas link to, so that an area can link to another's page
 * without importing it.
 */

/** A company's page: /company/{id}/{slug}, or /company/{id} when the slug is not known. */
export function companyPath(id: number, slug?: string): string {
  return slug ? `/company/${id}/${encodeURIComponent(slug)}` : `/company/${id}`;
}

/** An article's page: /blogs/{id}/{slug}, or /blogs/{id} when the slug is not known. */
export function blogPath(id: number, slug?: string): string {
  return slug ? `/blogs/${id}/${encodeURIComponent(slug)}` : `/blogs/${id}`;
}

/**
 * The part of an address a name gives, as the server makes it (jobportal.Slugify): lower-case
 * letters and digits, a hyphen for each run of anything else. "IT and Software" → it-and-software.
 */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-');
}

/** A main topic's or a sub-topic's page of jobs: /jobs/topic/it-and-software. */
export function jobTopicPath(topic: string): string {
  return `/jobs/topic/${slugOf(topic)}`;
}

/** A district's page of jobs: /jobs/district/nuwara-eliya. */
export function jobDistrictPath(district: string): string {
  return `/jobs/district/${slugOf(district)}`;
}

/** An industry's page of companies: /company/industry/it-and-software. */
export function companyIndustryPath(industry: string): string {
  return `/company/industry/${slugOf(industry)}`;
}

/** The page of a company's jobs: /jobs/company/{id}/{slug}, or /jobs/company/{id}. */
export function companyJobsPath(id: number, slug?: string): string {
  return slug ? `/jobs/company/${id}/${encodeURIComponent(slug)}` : `/jobs/company/${id}`;
}

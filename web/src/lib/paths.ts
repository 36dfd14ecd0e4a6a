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

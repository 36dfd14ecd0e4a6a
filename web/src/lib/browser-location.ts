/**
 * The browser address, behind a small object so that code which leaves the single-page app
 * (the API channels after a 401/403) can be observed in tests with vi.spyOn.
 */
export const browserLocation = {
  pathname(): string {
    return window.location.pathname;
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};

import type { SVGProps } from 'react';

/**
 * Inline SVG icons, one small component each (24 x 24 grid, drawn with currentColor), so a page
 * pulls in only the ones it uses. Decorative by default: pass aria-label and role="img" to give
 * one meaning of its own.
 *
 * An icon's drawing is fixed SVG markup written here, never text from a person, and goes into the
 * page as it is: React makes no element of its own for each line of it, neither on the server nor
 * when the page hydrates. A job card has five icons; drawn as elements they were a fifth of a
 * page's render (docs/PERFORMANCE.md, "Icons as markup").
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'>;

/** A drawing in the line style every icon shares: its strokes, and fill for a filled shape. */
export function lineArt(paths: string, fill = 'none'): string {
  return `<g fill="${fill}" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`;
}

/**
 * The frame every icon is drawn in, around art (lineArt). It never shrinks: beside a label that
 * wraps (a Sinhala or Tamil one on a phone) a flex row would otherwise squeeze it away.
 */
export function Line({ art, className, ...props }: IconProps & { art: string }) {
  return (
    <svg
      className={className ? `shrink-0 ${className}` : 'shrink-0'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      {...props}
      dangerouslySetInnerHTML={{ __html: art }}
    />
  );
}

function iconOf(art: string) {
  return function Icon(props: IconProps) {
    return <Line art={art} {...props} />;
  };
}

/** An icon of lines: paths is its SVG markup. */
export function lineIcon(paths: string) {
  return iconOf(lineArt(paths));
}

/** An icon of filled shapes, with no strokes (the social networks' marks). */
export function solidIcon(paths: string) {
  return iconOf(`<g fill="currentColor">${paths}</g>`);
}

/** An icon of lines that is filled when `filled` is set (a saved job, a liked or saved post). */
export function fillableIcon(paths: string) {
  const empty = lineArt(paths);
  const full = lineArt(paths, 'currentColor');
  return function FillableIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
    return <Line art={filled ? full : empty} {...props} />;
  };
}

export const MenuIcon = /* @__PURE__ */ lineIcon('<path d="M4 6h16M4 12h16M4 18h16"/>');

export const CloseIcon = /* @__PURE__ */ lineIcon('<path d="M6 6l12 12M18 6 6 18"/>');

export const SearchIcon = /* @__PURE__ */ lineIcon('<circle cx="11" cy="11" r="6.5"/><path d="m16 16 4.5 4.5"/>');

export const ChevronDownIcon = /* @__PURE__ */ lineIcon('<path d="m6 9 6 6 6-6"/>');

export const ArrowRightIcon = /* @__PURE__ */ lineIcon('<path d="M5 12h14M13 6l6 6-6 6"/>');

export const LanguageIcon = /* @__PURE__ */ lineIcon('<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"/>');

export const BriefcaseIcon = /* @__PURE__ */ lineIcon('<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18"/>');

/** A public building with columns: government jobs. */
export const LandmarkIcon = /* @__PURE__ */ lineIcon('<path d="M3 10 12 4l9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18M4 18h16"/>');

/** A place: a job's district, a company's. */
export const MapPinIcon = /* @__PURE__ */ lineIcon('<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z"/><circle cx="12" cy="9.5" r="2.5"/>');

/** An office block: private employers and companies. */
export const BuildingIcon = /* @__PURE__ */ lineIcon('<path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 9h4a1 1 0 0 1 1 1v11M2 21h20"/><path d="M8 8h3M8 12h3M8 16h3"/>');

export const PlaneIcon = /* @__PURE__ */ lineIcon('<path d="M10.5 13.5 3 11l1.5-1.5 8 .5 4.8-4.8a2 2 0 0 1 2.8 2.8L15.3 12.8l.5 8-1.5 1.5-2.5-7.5-3.3 3.2.3 2.5-1.2 1.2-1.6-3.4-3.4-1.6 1.2-1.2 2.5.3z"/>');

export const UserPlusIcon = /* @__PURE__ */ lineIcon('<circle cx="9" cy="8" r="4"/><path d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6"/>');

export const DocumentIcon = /* @__PURE__ */ lineIcon('<path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z"/><path d="M14 3v5h5M9 13h6M9 17h6"/>');

export const DashboardIcon = /* @__PURE__ */ lineIcon('<rect x="3" y="3" width="7" height="9" rx="1.5"/><rect x="14" y="3" width="7" height="5" rx="1.5"/><rect x="14" y="12" width="7" height="9" rx="1.5"/><rect x="3" y="16" width="7" height="5" rx="1.5"/>');

export const LogoutIcon = /* @__PURE__ */ lineIcon('<path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10"/>');

export const AlertIcon = /* @__PURE__ */ lineIcon('<path d="M10.3 4.1 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.1a2 2 0 0 0-3.4 0z"/><path d="M12 9.5v4M12 17h.01"/>');

export const CheckCircleIcon = /* @__PURE__ */ lineIcon('<circle cx="12" cy="12" r="9"/><path d="m8 12.5 2.7 2.7L16.5 9.5"/>');

export const MailIcon = /* @__PURE__ */ lineIcon('<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m4 7 8 6 8-6"/>');

export const ShieldIcon = /* @__PURE__ */ lineIcon('<path d="M12 3 4.5 6v5.5c0 4.6 3.1 8.3 7.5 9.5 4.4-1.2 7.5-4.9 7.5-9.5V6z"/><path d="m9 12 2 2 4-4"/>');

/* Social networks: simple glyphs drawn for this app, in the shape people recognise. */

export const FacebookIcon = /* @__PURE__ */ solidIcon('<path d="M13.5 21v-7.5H16l.5-3h-3V8.8c0-.9.4-1.6 1.7-1.6H16.6V4.6A18 18 0 0 0 14.2 4.4c-2.5 0-4 1.5-4 4.2v1.9H7.6v3h2.6V21z"/>');

export const YouTubeIcon = /* @__PURE__ */ solidIcon('<path fill-rule="evenodd" d="M6.5 5h11A4.5 4.5 0 0 1 22 9.5v5a4.5 4.5 0 0 1-4.5 4.5h-11A4.5 4.5 0 0 1 2 14.5v-5A4.5 4.5 0 0 1 6.5 5zm3.5 4v6l5.2-3z"/>');

export const InstagramIcon = /* @__PURE__ */ lineIcon('<rect x="3.5" y="3.5" width="17" height="17" rx="5"/><circle cx="12" cy="12" r="4"/><path d="M17.2 6.8h.01" stroke-width="2.6"/>');

export const LinkedInIcon = /* @__PURE__ */ lineIcon('<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M8 10.5V17M8 7.3h.01M12 17v-6.5M12 13.5a2.8 2.8 0 0 1 5.5 0V17" stroke-width="2"/>');

export const XLogoIcon = /* @__PURE__ */ lineIcon('<path d="M4.5 4h4.2L19.5 20h-4.2z"/><path d="M19.2 4 13.4 10.6M10.6 13.4 4.8 20"/>');

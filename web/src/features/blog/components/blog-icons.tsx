import { Line, lineArt, lineIcon, type IconProps } from '@/components/ui/icons';

/** The blog's own icons, drawn on the shared 24 x 24 frame. */
const heart = '<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"/>';
const heartLine = /* @__PURE__ */ lineArt(heart);
const heartFilled = /* @__PURE__ */ lineArt(heart, 'currentColor');

export function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return <Line art={filled ? heartFilled : heartLine} {...props} />;
}

const bookmark = '<path d="M6 4h12v16l-6-4-6 4V4Z"/>';
const bookmarkLine = /* @__PURE__ */ lineArt(bookmark);
const bookmarkFilled = /* @__PURE__ */ lineArt(bookmark, 'currentColor');

export function BookmarkIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return <Line art={filled ? bookmarkFilled : bookmarkLine} {...props} />;
}

export const ClockIcon = /* @__PURE__ */ lineIcon('<circle cx="12" cy="12" r="8"/><path d="M12 8v4l3 2"/>');

import { fillableIcon, lineIcon } from '@/components/ui/icons';

/** The blog's own icons, drawn on the shared 24 x 24 frame. */
export const HeartIcon = /* @__PURE__ */ fillableIcon('<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"/>');

export const BookmarkIcon = /* @__PURE__ */ fillableIcon('<path d="M6 4h12v16l-6-4-6 4V4Z"/>');

export const ClockIcon = /* @__PURE__ */ lineIcon('<circle cx="12" cy="12" r="8"/><path d="M12 8v4l3 2"/>');

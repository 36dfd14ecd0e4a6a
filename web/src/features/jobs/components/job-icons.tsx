import { fillableIcon, lineIcon } from '@/components/ui/icons';

/** Icons of the job pages, drawn in the same frame as those of '@/components/ui/icons'. */

export const ClockIcon = /* @__PURE__ */ lineIcon('<circle cx="12" cy="12" r="8.5"/><path d="M12 7.5V12l3 2"/>');

export const CalendarIcon = /* @__PURE__ */ lineIcon('<rect x="3.5" y="5" width="17" height="15.5" rx="2"/><path d="M3.5 10h17M8 3v4M16 3v4"/>');

export const BanknoteIcon = /* @__PURE__ */ lineIcon('<rect x="2.5" y="6" width="19" height="12" rx="2"/><circle cx="12" cy="12" r="2.5"/><path d="M6 9.5v5M18 9.5v5"/>');

export const HeartIcon = /* @__PURE__ */ fillableIcon(
  '<path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z"/>',
);

export const ShareIcon = /* @__PURE__ */ lineIcon('<circle cx="18" cy="5.5" r="2.5"/><circle cx="6" cy="12" r="2.5"/><circle cx="18" cy="18.5" r="2.5"/><path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1"/>');

export const GridIcon = /* @__PURE__ */ lineIcon('<rect x="4" y="4" width="6.5" height="6.5" rx="1.2"/><rect x="13.5" y="4" width="6.5" height="6.5" rx="1.2"/><rect x="4" y="13.5" width="6.5" height="6.5" rx="1.2"/><rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.2"/>');

export const ListIcon = /* @__PURE__ */ lineIcon('<path d="M9 6h11M9 12h11M9 18h11"/><circle cx="4.5" cy="6" r="1"/><circle cx="4.5" cy="12" r="1"/><circle cx="4.5" cy="18" r="1"/>');

export const FilterIcon = /* @__PURE__ */ lineIcon('<path d="M4 6h16M7 12h10M10 18h4"/>');

export const FlameIcon = /* @__PURE__ */ lineIcon('<path d="M12 21a6.5 6.5 0 0 0 6.5-6.5c0-4-3-6.2-4.5-9.5-1 2.5-2.2 3.6-3.6 4.3C9 8.4 8.5 7 8.6 5.8 6.6 7.6 5.5 10.4 5.5 14.5A6.5 6.5 0 0 0 12 21Z"/>');

export const StarIcon = /* @__PURE__ */ lineIcon('<path d="m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8L12 3.5Z"/>');

export const EyeIcon = /* @__PURE__ */ lineIcon('<path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z"/><circle cx="12" cy="12" r="2.8"/>');

export const ChevronLeftIcon = /* @__PURE__ */ lineIcon('<path d="m15 6-6 6 6 6"/>');

export const ChevronRightIcon = /* @__PURE__ */ lineIcon('<path d="m9 6 6 6-6 6"/>');

export const ExternalLinkIcon = /* @__PURE__ */ lineIcon('<path d="M14 4h6v6M20 4l-9 9M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10"/>');

export const UploadIcon = /* @__PURE__ */ lineIcon('<path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M4.5 15v3.5A1.5 1.5 0 0 0 6 20h12a1.5 1.5 0 0 0 1.5-1.5V15"/>');

export const LayersIcon = /* @__PURE__ */ lineIcon('<path d="m12 4 8.5 4.5L12 13 3.5 8.5 12 4Z"/><path d="m3.5 12.5 8.5 4.5 8.5-4.5M3.5 16.5 12 21l8.5-4.5"/>');

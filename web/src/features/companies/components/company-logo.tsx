import { useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { initials } from '@/lib/initials';

const SIZES = { sm: 48, md: 64, lg: 96 } as const;

/** A company's logo through the responsive image component, or its initials when it has none. */
export function CompanyLogo({ name, logo, size = 'sm' }: { name: string; logo: string; size?: keyof typeof SIZES }) {
  const [broken, setBroken] = useState(false);
  const pixels = SIZES[size];
  const box = size === 'lg' ? 'size-24 text-2xl' : size === 'md' ? 'size-16 text-lg' : 'size-12 text-base';
  if (logo && !broken) {
    return (
      <ResponsiveImage
        src={logo}
        alt=""
        width={pixels}
        height={pixels}
        sizes={`${pixels}px`}
        widths={[320]}
        fit="contain"
        onError={() => setBroken(true)}
        className={`${box} shrink-0 overflow-hidden rounded-xl bg-white ring-1 ring-gray-200`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-xl bg-teal-50 font-bold text-teal-800 ring-1 ring-teal-100`}
    >
      {initials(name) || '?'}
    </span>
  );
}

const SIZES = { sm: 'size-8 text-xs', md: 'size-16 text-lg', lg: 'size-24 text-2xl' } as const;

import { imageUrl } from '@/lib/images';

/** A student's photo, or their initials on a tinted disc when there is none. */
export function StudentPhoto({ name, photo, size = 'sm' }: { name: string; photo: string | null | undefined; size?: keyof typeof SIZES }) {
  if (photo) {
    return <img src={imageUrl(photo)} alt={size === 'sm' ? '' : `Photo of ${name}`} className={`${SIZES[size]} shrink-0 rounded-full bg-slate-100 object-cover ring-1 ring-slate-200`} />;
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('');
  return (
    <span aria-hidden="true" className={`${SIZES[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-900`}>
      {initials || '?'}
    </span>
  );
}

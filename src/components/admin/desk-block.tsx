import type { ReactNode } from 'react';

/** A block of the desk: its icon and title over what it does. */
export function DeskBlock({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-line sm:p-5">
      <h3 className="flex items-center gap-2 font-bold text-brand-950">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

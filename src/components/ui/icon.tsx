import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

/**
 * A lucide drawing (the `lucide` package: each icon is its list of SVG elements) as plain SVG, in a server or a client
 * component. Not lucide-react: since its 1.0 every icon is a client component (for its context provider), so each icon
 * of a server page shipped its script, went into the page's data as a client reference and was hydrated (issue 31).
 * Decorative unless labelled, as lucide-react drew them. No xmlns: an SVG inside HTML needs none.
 */
export function Icon({ icon, ...props }: { icon: IconNode } & SVGProps<SVGSVGElement>) {
  const labelled =
    props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.role !== undefined;
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}

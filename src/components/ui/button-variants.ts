import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Button looks. Kept apart from <Button> so that client components can style a button without the class merger.
 * Heights are minimums: a long French label wraps on a phone rather than overflowing.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 text-center rounded-lg font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800',
        accent: 'bg-accent-500 text-brand-950 hover:bg-accent-400',
        outline: 'border border-brand-200 bg-white text-brand-800 hover:bg-brand-50',
        ghost: 'text-brand-800 hover:bg-brand-50',
        light: 'bg-white text-brand-900 hover:bg-brand-50',
        onDark: 'border border-white/40 text-white hover:bg-white/10',
      },
      size: {
        sm: 'min-h-9 px-3 py-1.5 text-sm',
        md: 'min-h-11 px-5 py-2 text-sm',
        lg: 'min-h-12 px-6 py-2.5 text-base',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

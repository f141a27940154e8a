import { cva, type VariantProps } from 'class-variance-authority';

/** Button looks. Kept apart from <Button> so that client components can style a button without the class merger. */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
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
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-5 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

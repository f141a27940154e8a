import type { ComponentProps, ReactNode } from 'react';
import { clsx } from 'clsx';

const control =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink placeholder:text-slate-500 focus-visible:border-brand-600 aria-[invalid=true]:border-red-600';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={clsx(control, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={clsx(control, 'py-2', className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={clsx(control, 'h-11', className)} {...props} />;
}

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  /** Renders the control, given the ids it must reference. */
  children: (aria: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    required?: boolean;
  }) => ReactNode;
};

/** A labelled control with its hint and its error, wired for screen readers. */
export function Field({ id, label, required, error, hint, className, children }: FieldProps) {
  const hintId = hint ? `${id}-aide` : undefined;
  const errorId = error ? `${id}-erreur` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, required })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** As content/ lists them: a string that is both value and label, or an entry with an id (the value) and a label. */
export type Option = string | { id: string; label: string };

type SelectFieldProps = {
  id: string;
  name: string;
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  /** Label of the empty first option; none when a value is always chosen. */
  placeholder?: string;
  required?: boolean;
  error?: string;
};

/** A labelled native select: the phone's own picker, keyboard and screen-reader behaviour come for free. */
export function SelectField({
  id,
  name,
  label,
  options,
  value,
  onChange,
  placeholder,
  required,
  error,
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      {(aria) => (
        <Select {...aria} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const { id: optionValue, label: optionLabel } =
              typeof option === 'string' ? { id: option, label: option } : option;
            return (
              <option key={optionValue} value={optionValue}>
                {optionLabel}
              </option>
            );
          })}
        </Select>
      )}
    </Field>
  );
}

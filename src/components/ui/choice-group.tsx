import { clsx } from 'clsx';

export type Choice = { value: string; label: string; detail?: string };

type Props = {
  name: string;
  legend: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  columns?: 1 | 2 | 4;
};

/** Radio buttons as cards, in a fieldset: native keyboard behaviour, one tab stop. */
export function ChoiceGroup({ name, legend, choices, value, onChange, required, error, columns = 1 }: Props) {
  const errorId = error ? `${name}-erreur` : undefined;
  return (
    <fieldset aria-describedby={errorId} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">
        {legend}
        {required ? (
          <span className="text-red-700" aria-hidden>
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div
        className={clsx('grid gap-2', columns === 2 && 'sm:grid-cols-2', columns === 4 && 'grid-cols-2 sm:grid-cols-4')}
      >
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={clsx(
              // The chosen card is drawn from the radio's own state, so that it follows a choice made without JavaScript.
              'flex cursor-pointer flex-col rounded-lg border border-slate-300 px-3 py-2 text-sm hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500',
            )}
          >
            <span className="flex items-center gap-2 font-medium text-ink">
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                required={required}
                className="size-4 accent-brand-700"
              />
              {choice.label}
            </span>
            {choice.detail ? <span className="pl-6 text-xs text-muted">{choice.detail}</span> : null}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

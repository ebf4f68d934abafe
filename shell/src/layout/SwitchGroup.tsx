import styles from './Switch.module.css';

interface SwitchGroupProps<Option extends string> {
  /** The group's accessible name ("Language", "Currency"). */
  label: string;
  options: readonly Option[];
  current: Option;
  /** Each option's accessible name: what pressing it does. */
  nameOf: (option: Option) => string;
  /** Called for an option other than the current one. */
  onChoose: (option: Option) => void;
  /** Called on every press, the current option included (a retry after a failed switch starts here). */
  onPress?: () => void;
}

/** A row of pressed/unpressed buttons choosing one of a few options, shown as their short codes. */
export function SwitchGroup<Option extends string>({ label, options, current, nameOf, onChoose, onPress }: SwitchGroupProps<Option>) {
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.option}
          aria-pressed={option === current}
          aria-label={nameOf(option)}
          onClick={() => {
            onPress?.();
            if (option !== current) onChoose(option);
          }}
        >
          {option.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

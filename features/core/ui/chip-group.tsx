// A group of toggle chips (tags, interests, study goals): one pressed-or-not button per option, in a list.
// Styles: `.chip` in fields.css, `.chip-group` in styles/controls.css.

interface ChipGroupProps<T extends string> {
  options: readonly T[];
  selected: readonly T[];
  onToggle: (option: T) => void;
  /** The group's accessible name, when no legend or heading names it. */
  label?: string;
  /** The text on a chip, when it is not the option itself. */
  labelOf?: (option: T) => string;
  className?: string;
}

export function ChipGroup<T extends string>({
  options,
  selected,
  onToggle,
  label,
  labelOf,
  className,
}: ChipGroupProps<T>) {
  return (
    <ul className={className ? `chip-group ${className}` : 'chip-group'} aria-label={label}>
      {options.map((option) => (
        <li key={option}>
          <button
            type="button"
            className="chip"
            aria-pressed={selected.includes(option)}
            onClick={() => onToggle(option)}
          >
            {labelOf ? labelOf(option) : option}
          </button>
        </li>
      ))}
    </ul>
  );
}

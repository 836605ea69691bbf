import type { FieldOption } from './field-option';

/** The `<option>`s of a select, one a choice, in the order given. */
export function SelectOptions({ options }: { options: readonly FieldOption[] }) {
  return (
    <>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

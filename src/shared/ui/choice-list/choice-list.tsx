import { StrokeIcon } from '../icon/stroke-icon';
import styles from './choice-list.module.css';

type Choice = { value: string; label: string; description?: string };

type ChoiceListProps = {
  label: string;
  choices: Choice[];
  selected: string;
  onChoose: (value: string) => void;
};

/** A single choice among a few (language, currency), as a radio group inside a bottom sheet. */
export function ChoiceList({ label, choices, selected, onChoose }: ChoiceListProps) {
  return (
    <ul className={styles.list} role="radiogroup" aria-label={label}>
      {choices.map((choice) => (
        <li key={choice.value}>
          <button
            type="button"
            role="radio"
            aria-checked={choice.value === selected}
            className={styles.choice}
            onClick={() => onChoose(choice.value)}
          >
            <span>
              {choice.label}
              {choice.description && <span className={styles.description}>{choice.description}</span>}
            </span>
            {choice.value === selected && (
              <StrokeIcon size={18} strokeWidth={2.4}>
                <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
              </StrokeIcon>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

import { useId } from 'react';
import './chips.css';

export interface ChipChoice {
  value: string;
  label: string;
}

export interface ChoiceChipsProps {
  /** The group's name ("Duration"). */
  legend: string;
  value: string;
  choices: readonly ChipChoice[];
  onChange: (value: string) => void;
}

/**
 * One choice among a few, shown at once as chips (a filter: "Any length", "Up to 2 hours"…): native radio
 * buttons in a fieldset, hidden inside their chips, so the browser gives the group its semantics and keys
 * without script (Tab into the group, arrow keys move and choose), and each chip is the radio's label,
 * the whole chip its target. The chosen chip is filled and ticked; the focused one shows the focus ring.
 * Chips wrap onto more lines rather than widening a phone's page.
 */
export function ChoiceChips({ legend, value, choices, onChange }: ChoiceChipsProps) {
  const name = useId();
  return (
    <fieldset className="ui-chips">
      <legend>{legend}</legend>
      <span className="ui-chips-row">
        {choices.map((choice) => (
          <label key={choice.value} className="ui-chip">
            <input
              type="radio"
              className="ui-chip-input"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span className="ui-chip-check" aria-hidden="true">
              ✓
            </span>
            {choice.label}
          </label>
        ))}
      </span>
    </fieldset>
  );
}

/** One question of the quiz: its answers as large cards, each holding a native radio. */
export function ChoiceStep({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="quiz-step">
      <legend>{legend}</legend>
      <div className="choice-cards">
        {options.map((option) => (
          <label key={option.value} className="choice-card">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

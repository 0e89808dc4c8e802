import './rating.css';

export interface StarRatingInputProps {
  /** The radios' name: one per form. */
  name: string;
  /** The group's name ("Your rating"). */
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
}

/**
 * A rating from 1 to 5 chosen with stars: five native radio buttons, hidden behind star glyphs, so the
 * browser gives the group its semantics and keys (Tab into the group, arrow keys between stars, Space
 * to choose) without script; each radio keeps its name ("4 stars") for screen readers. The stars up to
 * the chosen one (or the hovered one) fill, and the focused star shows the focus ring.
 */
export function StarRatingInput({ name, legend, value, onChange }: StarRatingInputProps) {
  return (
    <fieldset className="star-rating">
      <legend>{legend}</legend>
      <span className="star-rating-stars">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="star-rating-star">
            <input
              type="radio"
              className="star-rating-radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </span>
      {value !== null && (
        <span className="star-rating-value" aria-hidden="true">
          {value} of 5
        </span>
      )}
    </fieldset>
  );
}

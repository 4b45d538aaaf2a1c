import { useId } from 'react';

interface GuestCountSelectProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (count: number) => void;
  disabled?: boolean;
}

/** A number of guests from `min` to `max`, as a list a keyboard or a screen reader can walk. */
export function GuestCountSelect({
  label,
  value,
  min,
  max,
  onChange,
  disabled,
}: GuestCountSelectProps) {
  const id = useId();
  const counts = Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => min + index);
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label fw-bold">
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {counts.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
    </div>
  );
}

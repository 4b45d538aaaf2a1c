import type { IconName } from './icon-names';

interface IconProps {
  name: IconName;
  /** Edge length in pixels; icons scale with the text by default. */
  size?: number | string;
  /** Text for screen readers; without it the icon is decorative and hidden from them. */
  label?: string;
  className?: string;
}

/** An icon from the site's own sprite in public/, drawn in the current text colour. */
export function Icon({ name, size = '1em', label, className }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      fill="currentColor"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <use href={`/icons/sprite.svg#${name}`} />
    </svg>
  );
}

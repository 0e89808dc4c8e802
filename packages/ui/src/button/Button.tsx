import type { ComponentProps, MouseEvent } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonLook {
  /** primary: the one main action of a view; secondary (the default): any other; ghost: a quiet
   * action beside text or in a row of links; danger: what destroys or cancels for good. */
  variant?: ButtonVariant | undefined;
  /** small: 32 px high (in a dense row), medium: 40 px (the default), large: 48 px (a phone's main action). */
  size?: ButtonSize | undefined;
  className?: string | undefined;
}

/**
 * The classes of a button's look, for what must stay another element but look like a button: a router
 * link (`<Link className={buttonClassName({ variant: 'primary' })}>`), a dialog library's trigger.
 */
export function buttonClassName({
  variant = 'secondary',
  size = 'medium',
  className,
}: ButtonLook = {}): string {
  let classes = 'button';
  if (variant !== 'secondary') classes += ` button-${variant}`;
  if (size !== 'medium') classes += ` button-${size}`;
  return className ? `${classes} ${className}` : classes;
}

export interface ButtonProps extends ButtonLook, Omit<ComponentProps<'button'>, 'className'> {
  /**
   * Working on what it asked for: the button shows a spinner, is marked busy and ignores presses, but
   * stays focusable (a disabled button would drop the keyboard user's focus to the page).
   */
  loading?: boolean | undefined;
}

/** A button: `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant,
  size,
  className,
  loading = false,
  type = 'button',
  onClick,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      // biome-ignore lint/a11y/useButtonType: the type is a prop, `button` by default
      type={type}
      className={buttonClassName({ variant, size, className })}
      aria-busy={loading || undefined}
      aria-disabled={loading || props['aria-disabled'] || undefined}
      onClick={loading ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() : onClick}
      {...props}
    >
      {loading && <span className="button-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

export interface LinkButtonProps extends ButtonLook, Omit<ComponentProps<'a'>, 'className'> {
  href: string;
}

/** A link that looks like a button: it goes somewhere (a new page, another site) rather than acts. */
export function LinkButton({ variant, size, className, children, ...props }: LinkButtonProps) {
  return (
    <a className={buttonClassName({ variant, size, className })} {...props}>
      {children}
    </a>
  );
}

import * as Radix from '@radix-ui/react-dialog';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** Called with false when the traveller closes it (Escape, the close button, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** Its accessible name, shown as its heading. */
  title: ReactNode;
  /**
   * heading (the default): the title is the modal's heading. label: the title names the modal and is
   * shown as a line above its content, not as a heading, for content that brings its own heading (a
   * sheet of steps, each with its heading), so a traveller sees one heading, not two.
   */
  titleAs?: 'heading' | 'label';
  /** Read with the title when it opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** `alertdialog` for a question asked before something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  /**
   * false: only its own buttons close it (no Escape, no click outside), for a form whose typing must
   * not be lost by accident.
   */
  dismissible?: boolean;
  /** The "×" button's name; null for none (a confirmation closes by its own buttons). */
  closeLabel?: string | null;
  /** Where focus returns on close; by default whatever had focus when it opened. */
  opener?: HTMLElement | null;
  /** false: focus is left where the page puts it (the opener is gone after what the dialog did). */
  returnFocus?: boolean;
  /** Where focus goes when the opener is no longer on the page. */
  fallbackFocus?: () => HTMLElement | null | undefined;
  /** The element that takes focus as it opens; by default the first control inside. */
  initialFocus?: () => HTMLElement | null | undefined;
  id?: string;
  className?: string;
}

const preventDefault = (event: Event) => event.preventDefault();

/**
 * The one modal of the design system, on Radix's Dialog primitive: focus stays inside while it is
 * open and returns to its opener after, Escape and a click outside close it (unless `dismissible` is
 * false), the page behind is inert to pointers and screen readers and does not scroll, and its title
 * names it. `kind` only changes where it sits (Dialog.tsx, Sheet.tsx).
 */
export function DialogFrame({
  kind,
  open,
  onOpenChange,
  title,
  titleAs = 'heading',
  description,
  children,
  role = 'dialog',
  dismissible = true,
  closeLabel = 'Close',
  opener,
  returnFocus = true,
  fallbackFocus,
  initialFocus,
  id,
  className,
}: DialogProps & { kind: 'dialog' | 'sheet' }) {
  // Opened by state rather than a Radix Trigger, Radix would return focus to <body>: what had focus as
  // it opened is kept here (a layout effect runs before Radix moves focus inside).
  const focusedAtOpen = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    focusedAtOpen.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  // Read at close time, so a dialog can decide late (after its action) where focus goes.
  const latest = useRef({ opener, returnFocus, fallbackFocus });
  latest.current = { opener, returnFocus, fallbackFocus };

  function onCloseAutoFocus(event: Event) {
    event.preventDefault();
    const { opener: given, returnFocus: wanted, fallbackFocus: fallback } = latest.current;
    if (!wanted) return;
    const target = given === undefined ? focusedAtOpen.current : given;
    (target?.isConnected ? target : fallback?.())?.focus();
  }

  function onOpenAutoFocus(event: Event) {
    const target = initialFocus?.();
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  const keepOpen = dismissible ? undefined : preventDefault;
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className={`ui-dialog-overlay ui-${kind}-overlay`} />
        <Radix.Content
          id={id}
          role={role}
          className={`ui-${kind}${className ? ` ${className}` : ''}`}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
        >
          {titleAs === 'label' ? (
            <Radix.Title asChild>
              <p className="ui-dialog-label">{title}</p>
            </Radix.Title>
          ) : (
            <Radix.Title className="ui-dialog-title">{title}</Radix.Title>
          )}
          {description !== undefined && (
            <Radix.Description className="ui-dialog-description">{description}</Radix.Description>
          )}
          {children}
          {closeLabel && (
            <Radix.Close className="ui-dialog-close" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Radix.Close>
          )}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

/** The actions row at a dialog's foot: the safe choice first, the one that acts last. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="ui-dialog-actions">{children}</div>;
}

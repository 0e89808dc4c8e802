import { openAuthDialog, useSession, useSignOut } from '@gaido/shared';
import { Button } from '@gaido/ui/button';
import { Fragment, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import './SiteHeader.css';

const NAV_LINKS = [
  { to: '/tours', label: 'Tours' },
  { to: '/travel-guides', label: 'Travel guides' },
  { to: '/gems-map', label: 'Map' },
  { to: '/saved-gems', label: 'Saved gems' },
];

const ACCOUNT_LINKS = [
  { to: '/profile', label: 'Profile' },
  { to: '/bookings', label: 'Bookings' },
  { to: '/saved-gems', label: 'Saved gems' },
];

/**
 * The shell's header (spec 2): navigation, the signed-in state and the sign-in button that opens the
 * host's auth dialog. Under 768 px the navigation folds behind a Menu button. Both the navigation
 * and the account menu are disclosures (a button with aria-expanded controlling a list of links) —
 * the WAI-ARIA pattern for site navigation — with Escape, arrow keys and click-outside handled
 * here, which costs nothing on the first load (no menu library).
 */
export function SiteHeader() {
  const user = useSession((state) => state.user);
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();

  // A navigation folds the phone menu again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => {
    setNavOpen(false);
  }, [pathname]);

  return (
    <header className="site-header">
      <Link to="/" className="brand" aria-label="Gaido home">
        Gaido
      </Link>
      <button
        type="button"
        className="nav-toggle button"
        aria-expanded={navOpen}
        aria-controls={navId}
        onClick={() => setNavOpen((open) => !open)}
      >
        <span aria-hidden="true">☰</span> Menu
      </button>
      <nav id={navId} aria-label="Main" className="main-nav" data-open={navOpen}>
        <ul>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{link.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {isAuthenticated && user ? (
        <AccountMenu name={user.name || user.email} email={user.email} />
      ) : (
        <Button variant="primary" onClick={() => openAuthDialog()}>
          Sign in
        </Button>
      )}
    </header>
  );
}

/** An email address with break opportunities before its "@" and its dots, and nowhere else. */
export function withAddressBreaks(text: string): ReactNode {
  if (!text.includes('@')) return text;
  const parts = text.split(/(?=[@.])/);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

function AccountMenu({ name, email }: { name: string; email: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const navigate = useNavigate();

  function items(): HTMLElement[] {
    return Array.from(listRef.current?.querySelectorAll<HTMLElement>('a, button') ?? []);
  }

  function close({ restoreFocus }: { restoreFocus: boolean }) {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('mousedown', onPointer);
    return () => window.removeEventListener('mousedown', onPointer);
  }, [open]);

  function openWithFocus(which: 'first' | 'last') {
    setOpen(true);
    // The list renders on this update (it is only in the DOM while open): focus an item right after.
    requestAnimationFrame(() => {
      const all = items();
      (which === 'first' ? all[0] : all[all.length - 1])?.focus();
    });
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openWithFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWithFocus('last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return;
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close({ restoreFocus: true });
    } else if (event.key === 'ArrowDown' && index >= 0) move(index + 1);
    else if (event.key === 'ArrowUp' && index >= 0) move(index - 1);
    else if (event.key === 'Home' && index >= 0) move(0);
    else if (event.key === 'End' && index >= 0) move(all.length - 1);
  }

  const signOutHere = useSignOut(() => navigate('/'));

  function handleSignOut() {
    close({ restoreFocus: false });
    signOutHere.mutate();
  }

  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard handling for the menu's own buttons and links, which are the interactive elements
    <div
      className="account-menu"
      ref={containerRef}
      onKeyDown={onMenuKeyDown}
      onBlur={(event) => {
        // Tabbing out of the menu closes it, as a disclosure should.
        if (open && !containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="avatar-button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        <span className="avatar" aria-hidden="true">
          {initial}
        </span>
      </button>
      {open && (
        <ul id={menuId} ref={listRef} className="account-menu-list">
          <li className="account-menu-who" aria-hidden="true">
            <strong>{withAddressBreaks(name)}</strong>
            {name !== email && <span className="muted">{withAddressBreaks(email)}</span>}
          </li>
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={() => close({ restoreFocus: false })}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <Button variant="ghost" onClick={handleSignOut}>
              Sign out
            </Button>
          </li>
        </ul>
      )}
    </div>
  );
}

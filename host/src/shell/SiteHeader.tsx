import { openAuthDialog, showToast, signOut, TOAST_TEXT, useSession } from '@gaido/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';

const NAV_LINKS = [
  { to: '/tours', label: 'Tours' },
  { to: '/travel-guides', label: 'Travel guides' },
  { to: '/gems-map', label: 'Map' },
  { to: '/saved-gems', label: 'Saved gems' },
];

export function SiteHeader() {
  const user = useSession((state) => state.user);
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  return (
    <header className="site-header">
      <Link to="/" className="brand" aria-label="Gaido home">
        Gaido
      </Link>
      <nav aria-label="Main" className="main-nav">
        <ul>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{link.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {isAuthenticated && user ? (
        <AccountMenu name={user.name || user.email} />
      ) : (
        <button type="button" className="button button-primary" onClick={() => openAuthDialog()}>
          Sign in
        </button>
      )}
    </header>
  );
}

function AccountMenu({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('mousedown', onClick);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  async function handleSignOut() {
    setOpen(false);
    await signOut();
    showToast({ description: TOAST_TEXT.signedOut });
    navigate('/');
  }

  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <div className="account-menu" ref={containerRef}>
      <button
        type="button"
        className="avatar-button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {initial}
        </span>
      </button>
      {open && (
        <ul id={menuId} className="account-menu-list">
          <li>
            <Link to="/profile" onClick={() => setOpen(false)}>
              Profile
            </Link>
          </li>
          <li>
            <Link to="/bookings" onClick={() => setOpen(false)}>
              Bookings
            </Link>
          </li>
          <li>
            <Link to="/saved-gems" onClick={() => setOpen(false)}>
              Saved gems
            </Link>
          </li>
          <li>
            <button type="button" className="link-button" onClick={handleSignOut}>
              Sign out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

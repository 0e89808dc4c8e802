// A squad runs its remote alone (`pnpm --filter <remote> dev`) inside this minimal shell: the same
// session, query client and styles as the host, a plain sign-in form instead of the host's auth
// dialog, and the remote's own routes. It is never part of what the host loads.
import { QueryClientProvider } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, StrictMode, useState } from 'react';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { useLogin } from '../auth/api/login';
import { useSignOut } from '../auth/api/signOut';
import { configureGaido } from '../config/runtimeConfig';
import { createQueryClient } from '../query/queryClient';
import { restoreSession, useSession } from '../session/sessionStore';
import '../ui/gaido.css';

export interface StandaloneRoute {
  path: string;
  element: ReactNode;
}

function DevSignIn() {
  const user = useSession((state) => state.user);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const logIn = useLogin();
  const signOutHere = useSignOut(() => logIn.reset());
  if (user) {
    return (
      <span>
        {user.email}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => signOutHere.mutate()}
          disabled={signOutHere.isPending}
        >
          Sign out
        </button>
      </span>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    logIn.mutate({ email, password });
  }
  const error = logIn.error ? logIn.error.message : null;
  return (
    <form
      onSubmit={submit}
      aria-label="Developer sign in"
      style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}
    >
      <input
        aria-label="Email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <input
        aria-label="Password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className="button" disabled={logIn.isPending}>
        Sign in
      </button>
      {error && (
        <span role="alert" className="field-error">
          {error}
        </span>
      )}
    </form>
  );
}

function StandaloneLayout({ title, routes }: { title: string; routes: StandaloneRoute[] }) {
  return (
    <>
      <header className="site-header">
        <Link to="/" className="brand">
          {title} · standalone
        </Link>
        <nav aria-label="Remote pages" className="main-nav">
          <ul>
            {routes
              .filter((route) => !route.path.includes(':'))
              .map((route) => (
                <li key={route.path}>
                  <Link to={route.path}>{route.path}</Link>
                </li>
              ))}
          </ul>
        </nav>
        <DevSignIn />
      </header>
      <main className="app-main">
        <Outlet />
      </main>
    </>
  );
}

/**
 * A data router like the host's (createBrowserRouter, RouterProvider), so pages run under the same kind of
 * router alone as in the host, using only router exports the host provides (the shared react-router-dom is
 * cut to the platform contract's list: platform-contract.json).
 */
export function StandaloneShell({ title, routes }: { title: string; routes: StandaloneRoute[] }) {
  const [{ queryClient, router }] = useState(() => {
    configureGaido({});
    restoreSession();
    return {
      queryClient: createQueryClient(),
      router: createBrowserRouter([
        {
          element: <StandaloneLayout title={title} routes={routes} />,
          children: [
            ...routes.map((route) => ({ path: route.path, element: route.element })),
            { path: '*', element: <p className="state-box">Not a page of {title}.</p> },
          ],
        },
      ]),
    };
  });
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}

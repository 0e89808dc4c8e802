import { GAIDO_EVENTS, onGaidoEvent, type ToastRequest } from '@gaido/shared';
import { aMessageAnswer } from '@gaido/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { API, renderWithProviders, signIn } from '../test/render';
import { server } from '../test/setup';
import { SiteHeader } from './SiteHeader';

describe('the site header', () => {
  it('offers a sign-in button that opens the auth dialog for a visitor', async () => {
    const opened = vi.fn();
    const off = onGaidoEvent(GAIDO_EVENTS.openAuth, opened);
    renderWithProviders(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    off();
  });

  it('links to every section from the main navigation', () => {
    renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Tours', 'Travel guides', 'Map', 'Saved gems']) {
      expect(nav).toContainElement(screen.getByRole('link', { name }));
    }
  });

  it('folds the navigation behind a Menu button that says whether it is open', async () => {
    renderWithProviders(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-open', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Tours' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the signed-in user an account menu with profile, bookings, saved gems and sign out', async () => {
    signIn();
    renderWithProviders(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Account menu for Ana' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/bookings');
    expect(screen.getAllByRole('link', { name: 'Saved gems' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('works from the keyboard: arrows open and move, Escape closes and returns focus, Tab out closes', async () => {
    signIn();
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Account menu for Ana' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Bookings' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus());
    await user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out, says so in a toast, and shows the sign-in button again', async () => {
    server.use(http.post(`${API}/auth/logout`, () => HttpResponse.json(aMessageAnswer())));
    const toasts: ToastRequest[] = [];
    const off = onGaidoEvent(GAIDO_EVENTS.toast, (toast) => toasts.push(toast));
    signIn();
    renderWithProviders(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ana' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(toasts.map((toast) => toast.description)).toEqual(['Successfully signed out!']);
    off();
  });
});

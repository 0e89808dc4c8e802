import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

const loadRemoteModule = vi.fn();
vi.mock('./federationRuntime', () => ({
  loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...args),
}));

const { RemoteModule } = await import('./RemotePage');
const { loadRemoteModulesEarly } = await import('./earlyRemoteModules');

describe('RemoteModule', () => {
  it('shows a fallback with Retry when the remote fails, and renders it after Retry without a reload', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteModule.mockRejectedValueOnce(new Error('manifest 503'));
    loadRemoteModule.mockResolvedValueOnce({ default: () => <h1>Travel guides</h1> });
    render(<RemoteModule remote="mfe_gems" module="./TravelGuidesPage" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of Gaido is unavailable');
    expect(alert).toHaveTextContent('The Gems section could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Travel guides' })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenLastCalledWith('mfe_gems', './TravelGuidesPage', 1);
    error.mockRestore();
  });

  it('renders the module bootstrap loaded early for the opened page, without loading it again', async () => {
    loadRemoteModule.mockClear();
    const early = vi.fn().mockResolvedValue({ default: () => <h1>Gems map</h1> });
    loadRemoteModulesEarly([{ remote: 'mfe_gems', module: './GemsMapPage' }], { load: early });
    render(<RemoteModule remote="mfe_gems" module="./GemsMapPage" />);
    expect(await screen.findByRole('heading', { name: 'Gems map' })).toBeInTheDocument();
    expect(early).toHaveBeenCalledOnce();
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it('shows the fallback when the early load failed, and Retry loads the page afresh', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteModule.mockReset();
    loadRemoteModule.mockResolvedValueOnce({ default: () => <h1>Bookings</h1> });
    loadRemoteModulesEarly([{ remote: 'mfe_account', module: './BookingsPage' }], {
      load: vi.fn().mockRejectedValue(new Error('manifest 503')),
    });
    render(<RemoteModule remote="mfe_account" module="./BookingsPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of Gaido is unavailable');
    expect(loadRemoteModule).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Bookings' })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledExactlyOnceWith('mfe_account', './BookingsPage', 1);
    error.mockRestore();
  });
});

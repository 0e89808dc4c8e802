import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

const loadRemoteModule = vi.fn();
vi.mock('./federationRuntime', () => ({
  loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...args),
}));

const { RemoteModule } = await import('./RemotePage');

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
});

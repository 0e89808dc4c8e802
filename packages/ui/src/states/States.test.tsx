import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../test/axe';
import { EmptyState, ErrorState, LoadingState, Skeleton } from './States';

describe('ErrorState', () => {
  it('is announced at once, with its heading and message, and Try again is reached with Tab and pressed with Enter', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <ErrorState title="The travel guides could not be loaded" onRetry={onRetry}>
        Check your connection and try again.
      </ErrorState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The travel guides could not be loaded');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(
      screen.getByRole('heading', { level: 2, name: 'The travel guides could not be loaded' }),
    ).toBeVisible();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no button when there is nothing to try again', () => {
    render(<ErrorState headingLevel={3}>The link has expired.</ErrorState>);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('EmptyState', () => {
  it('is a polite status with its heading, message and actions', () => {
    render(
      <EmptyState title="No saved gems yet" actions={<a href="/gems-map">Explore the gems map</a>}>
        Save the places you love into folders.
      </EmptyState>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('No saved gems yet');
    expect(screen.getByRole('heading', { level: 2, name: 'No saved gems yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore the gems map' })).toBeVisible();
  });
});

describe('LoadingState', () => {
  it('says what is loading as a status, the spinner hidden from screen readers', () => {
    render(<LoadingState label="Loading travel guides…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading travel guides…');
    expect(status.querySelector('.ui-spinner')).toHaveAttribute('aria-hidden', 'true');
    expect(status.querySelector('[tabindex]')).toBeNull();
  });

  it('is centred in the page area while a page loads (spec: a centred spinner), holding its place', () => {
    render(<LoadingState label="Loading tour…" />);
    expect(screen.getByRole('status')).toHaveClass('ui-loading', 'ui-loading-page');
    const css = readFileSync(join(__dirname, 'states.css'), 'utf8');
    const rule = (selector: string) =>
      Array.from(css.matchAll(new RegExp(`(?:^|\\n)${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`, 'g')))
        .map((match) => match[1])
        .join('');
    expect(rule('.ui-loading')).toMatch(/display:\s*flex/);
    expect(rule('.ui-loading')).toMatch(/align-items:\s*center/);
    expect(rule('.ui-loading')).toMatch(/justify-content:\s*center/);
    expect(rule('.ui-loading-page')).toMatch(/min-height:\s*40vh/);
  });

  it('shows its label when inline', () => {
    render(<LoadingState label="Loading reviews…" look="inline" />);
    expect(screen.getByText('Loading reviews…')).not.toHaveClass('ui-state-hidden');
  });
});

describe('Skeleton', () => {
  it('reserves the final size and is hidden from screen readers', () => {
    const { container } = render(
      <div aria-busy="true">
        <Skeleton aspectRatio="4 / 3" />
        <Skeleton shape="text" width="60%" />
      </div>,
    );
    const [picture, line] = Array.from(container.querySelectorAll<HTMLElement>('.ui-skeleton'));
    expect(picture?.style.aspectRatio).toBe('4 / 3');
    expect(line?.style.width).toBe('60%');
    expect(picture).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('states', () => {
  it('pass axe', async () => {
    const { container } = render(
      <main>
        <ErrorState title="Tours could not be loaded" onRetry={() => {}}>
          Check your connection and try again.
        </ErrorState>
        <EmptyState title="No travel guides yet">Meanwhile, explore the gems map.</EmptyState>
        <LoadingState label="Loading tours…" />
        <LoadingState label="Loading reviews…" look="inline" />
        <div aria-busy="true">
          <Skeleton aspectRatio="4 / 3" />
        </div>
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

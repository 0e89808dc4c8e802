import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { PageSpinner } from './PageSpinner';

describe('PageSpinner', () => {
  it('announces loading politely with a hidden label', () => {
    render(<PageSpinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('takes another label', () => {
    render(<PageSpinner label="Loading tours…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading tours…');
  });

  it('is centred in the page area (spec 2: a centred spinner while a page loads)', () => {
    const css = readFileSync(join(__dirname, 'gaido.css'), 'utf8');
    const rule = /\.page-spinner\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/display:\s*flex/);
    expect(rule).toMatch(/align-items:\s*center/);
    expect(rule).toMatch(/justify-content:\s*center/);
    render(<PageSpinner />);
    expect(screen.getByRole('status')).toHaveClass('page-spinner');
  });
});

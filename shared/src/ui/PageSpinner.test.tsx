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
});

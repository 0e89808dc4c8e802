import { render } from '@testing-library/react';
import { formatDocumentTitle, setRouteTitle, useDocumentTitle } from './documentTitle';

function Page({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

describe('document titles', () => {
  it('reads "<page> · Gaido", and "Gaido" alone for none', () => {
    expect(formatDocumentTitle('Barcelona Old Town Stories')).toBe('Barcelona Old Town Stories · Gaido');
    expect(formatDocumentTitle(null)).toBe('Gaido');
    expect(formatDocumentTitle('  ')).toBe('Gaido');
  });

  it('uses the route title until a page sets its own, whichever is set first, and back after', () => {
    const { rerender, unmount } = render(<Page title="Barcelona Old Town Stories" />);
    setRouteTitle('Tour');
    expect(document.title).toBe('Barcelona Old Town Stories · Gaido');
    rerender(<Page title="Alfama Food Walk" />);
    expect(document.title).toBe('Alfama Food Walk · Gaido');
    unmount();
    expect(document.title).toBe('Tour · Gaido');
    setRouteTitle(null);
    expect(document.title).toBe('Gaido');
  });
});

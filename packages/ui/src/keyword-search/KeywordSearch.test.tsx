import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../test/axe';
import { KeywordSearch } from './KeywordSearch';

const box = () => screen.getByRole('search', { name: 'Tours' }).querySelector('input') as HTMLInputElement;

describe('KeywordSearch', () => {
  it('is a named search landmark with a labelled search box and its hint', () => {
    render(<KeywordSearch name="Tours" label="Search tours" hint="A theme, a city." onSearch={() => {}} />);
    const input = screen.getByRole('searchbox', { name: 'Search tours' });
    expect(input).toBe(box());
    expect(input).toHaveAccessibleDescription('A theme, a city.');
  });

  it('searches the trimmed words on Enter and with the button', async () => {
    const user = userEvent.setup();
    const searches: string[] = [];
    render(<KeywordSearch name="Tours" label="Search tours" onSearch={(query) => searches.push(query)} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search tours' }), '  food tour  {Enter}');
    await user.clear(box());
    await user.type(box(), 'street art');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(searches).toEqual(['food tour', 'street art']);
  });

  it('follows the query it is given (Back and Forward)', () => {
    const { rerender } = render(
      <KeywordSearch name="Tours" label="Search tours" query="food" onSearch={() => {}} />,
    );
    expect(box()).toHaveValue('food');
    rerender(<KeywordSearch name="Tours" label="Search tours" query="wine" onSearch={() => {}} />);
    expect(box()).toHaveValue('wine');
  });

  it('passes axe', async () => {
    const { container } = render(
      <KeywordSearch name="Tours" label="Search tours" hint="A theme, a city." onSearch={() => {}} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

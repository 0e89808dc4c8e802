import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import { TourSearch } from './TourSearch';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderSearch() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<TourSearch />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );
}

describe('the home page’s tour search', () => {
  it('is a search landmark whose box is labelled and described', () => {
    renderSearch();
    const box = screen.getByRole('searchbox', { name: 'Search tours' });
    expect(screen.getByRole('search', { name: 'Tours' })).toContainElement(box);
    expect(box).toHaveAccessibleDescription(
      'What you want to do and where: a theme, a neighbourhood, a city.',
    );
  });

  it('opens the tours list with the search applied on Enter', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('searchbox', { name: 'Search tours' }), '  food tour Lisbon {Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/tours?q=food+tour+Lisbon');
  });

  it('searches with the button too, and opens every tour without words', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/tours$/);
  });
});

import { aGem } from '@gaido/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { API, renderPage } from '../../test/render';
import { server } from '../../test/server';
import { GemLocation } from './GemLocation';

// A river bank through Lisbon: land north of 38.705, water south of it.
const LISBON_LAND = {
  bbox: [-9.6, 38.4, -8.6, 39],
  land: {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [-9.6, 38.705],
          [-8.6, 38.705],
          [-8.6, 39],
          [-9.6, 39],
          [-9.6, 38.705],
        ],
      ],
    ],
  },
  attribution: '© OpenStreetMap contributors',
};

const gem = aGem({
  name: 'Tasca do Chico',
  latitude: 38.7075,
  longitude: -9.1438,
  address: 'Rua do Alecrim 12, Cais do Sodré, Lisbon',
});

describe('where a gem is', () => {
  it('draws only what is real: the city’s land and water around the pin, its neighbourhood and a scale, no streets', async () => {
    server.use(http.get(`${API}/cities/lisbon/land`, () => HttpResponse.json({ data: LISBON_LAND })));
    renderPage(<GemLocation gem={gem} />);
    const drawing = screen.getByRole('img', {
      name: /^Map: Tasca do Chico, Rua do Alecrim 12, Cais do Sodré, Lisbon/,
    });
    await waitFor(() => expect(drawing.querySelector('[data-testid="location-land"]')).not.toBeNull());
    const land = drawing.querySelector('[data-testid="location-land"]')?.getAttribute('d') ?? '';
    // The bank is 2.5 ‰ of a degree south of the pin: ~35 units below the centre of the 180-unit drawing.
    expect(land).toMatch(/^M/);
    expect(land).toContain(' 124.6L');
    expect(drawing).toHaveTextContent('Cais do Sodré');
    expect(drawing).toHaveTextContent('500 m');
    expect(drawing).toHaveTextContent('© OpenStreetMap contributors');
    // Nothing else is drawn as a line across the drawing: the only paths are the land, the pin, north and the scale.
    expect(drawing.querySelectorAll('path')).toHaveLength(4);
  });

  it('keeps a plain ground, with the pin and the neighbourhood, while the land is not known', async () => {
    server.use(
      http.get(`${API}/cities/lisbon/land`, () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    renderPage(<GemLocation gem={gem} />);
    const drawing = screen.getByRole('img', { name: /^Map: Tasca do Chico/ });
    expect(drawing).toHaveTextContent('Cais do Sodré');
    expect(drawing.querySelector('[data-testid="location-land"]')).toBeNull();
    expect(drawing.querySelectorAll('path')).toHaveLength(3);
  });
});

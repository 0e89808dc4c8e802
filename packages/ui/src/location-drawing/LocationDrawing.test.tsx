import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { LocationDrawing } from './LocationDrawing';
import { landPath, projector } from './landPath';

// A river bank through Lisbon: land north of 38.705, water south of it.
const BANK = [
  [
    [
      [-9.6, 38.705],
      [-8.6, 38.705],
      [-8.6, 39],
      [-9.6, 39],
      [-9.6, 38.705],
    ],
  ],
];
const LISBON_LAND = { land: { coordinates: BANK }, attribution: '© OpenStreetMap contributors' };
const POINT = { latitude: 38.7075, longitude: -9.1438 };

describe('LocationDrawing', () => {
  it('draws the land and water around the pin, the neighbourhood, north, a scale and the credit; no streets', () => {
    render(<LocationDrawing {...POINT} land={LISBON_LAND} place="Tasca do Chico" area="Cais do Sodré" />);
    const drawing = screen.getByRole('img', {
      name: 'Map: Tasca do Chico, at 38.70750° N, 9.14380° W',
    });
    const land = drawing.querySelector('[data-testid="location-land"]')?.getAttribute('d') ?? '';
    // The bank is 2.5 ‰ of a degree south of the pin: ~35 units below the centre of the 180-unit drawing.
    expect(land).toMatch(/^M/);
    expect(land).toContain(' 124.6L');
    expect(drawing).toHaveTextContent('Cais do Sodré');
    expect(drawing).toHaveTextContent('N');
    expect(drawing).toHaveTextContent('500 m');
    expect(drawing).toHaveTextContent('© OpenStreetMap contributors');
    // The only paths are the land, the pin, the north arrow and the scale: any other would be a street.
    expect(drawing.querySelectorAll('path')).toHaveLength(4);
  });

  it('keeps a plain ground, with the pin, until the land is known', () => {
    render(<LocationDrawing {...POINT} land={null} place="meeting point at Rua da Prata" />);
    const drawing = screen.getByRole('img', { name: /^Map: meeting point at Rua da Prata, at 38.70750° N/ });
    expect(drawing.querySelector('[data-testid="location-land"]')).toBeNull();
    expect(drawing).not.toHaveTextContent('OpenStreetMap');
    expect(drawing.querySelectorAll('path')).toHaveLength(3);
  });

  it('leaves out land wholly out of view, and puts the point at the centre', () => {
    const farIsland = [
      [
        [
          [10, 50],
          [10.1, 50],
          [10.1, 50.1],
          [10, 50],
        ],
      ],
    ];
    expect(landPath(farIsland, POINT.longitude, POINT.latitude)).toBe('');
    expect(projector(POINT.longitude, POINT.latitude)([POINT.longitude, POINT.latitude])).toEqual([160, 90]);
  });

  it('passes axe', async () => {
    const { container } = render(
      <LocationDrawing {...POINT} land={LISBON_LAND} place="Tasca do Chico" area="Cais do Sodré" />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

import { render, screen } from '@testing-library/react';
import { MeetingPointMap } from './MeetingPointMap';

describe('the meeting point drawing', () => {
  it('draws the marker and the north arrow on a plain ground, and no invented streets', () => {
    render(
      <MeetingPointMap
        meetingPoint={{ name: 'Rua da Prata, Baixa', latitude: 38.7115, longitude: -9.1375 }}
      />,
    );
    const drawing = screen.getByRole('img', { name: /^Map: meeting point at Rua da Prata, Baixa/ });
    // The marker's outline and the north arrow: any other path would be a street the app does not know.
    expect(drawing.querySelectorAll('path')).toHaveLength(2);
    expect(screen.getByText('Open in OpenStreetMap (new tab)')).toBeVisible();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { cityLand } from '../../test/fixtures';
import { API, renderPage } from '../../test/render';
import { server } from '../../test/server';
import { MeetingPointMap } from './MeetingPointMap';

const MEETING_POINT = { name: 'Rua da Prata, Baixa', latitude: 38.7115, longitude: -9.1375 };

describe('the meeting point drawing', () => {
  it('draws the city’s land and water around the marker, north and a scale, and no invented streets', async () => {
    server.use(http.get(`${API}/cities/lisbon/land`, () => HttpResponse.json({ data: cityLand })));
    renderPage(<MeetingPointMap meetingPoint={MEETING_POINT} citySlug="lisbon" />);
    const drawing = screen.getByRole('img', { name: /^Map: meeting point at Rua da Prata, Baixa/ });
    await waitFor(() => expect(drawing.querySelector('[data-testid="location-land"]')).not.toBeNull());
    expect(drawing).toHaveTextContent('© OpenStreetMap contributors');
    // The land, the marker, the north arrow and the scale: any other path would be a street the app does not know.
    expect(drawing.querySelectorAll('path')).toHaveLength(4);
    expect(screen.getByText('Open in OpenStreetMap (new tab)')).toBeVisible();
  });

  it('keeps a plain ground when the land cannot be loaded', async () => {
    let asked = false;
    server.use(
      http.get(`${API}/cities/lisbon/land`, () => {
        asked = true;
        return HttpResponse.json({ message: 'down' }, { status: 503 });
      }),
    );
    renderPage(<MeetingPointMap meetingPoint={MEETING_POINT} citySlug="lisbon" />);
    await waitFor(() => expect(asked).toBe(true));
    const drawing = screen.getByRole('img', { name: /^Map: meeting point at Rua da Prata, Baixa/ });
    expect(drawing.querySelector('[data-testid="location-land"]')).toBeNull();
    expect(drawing.querySelectorAll('path')).toHaveLength(3);
  });
});

import { nearestFreeSlots } from './departures';

const slot = (time: string, remaining: number) => ({
  time,
  startsAt: `2031-06-14T${time}:00Z`,
  capacity: 10,
  booked: 10 - remaining,
  remaining,
});

describe('nearestFreeSlots', () => {
  it('offers the free departures closest to the full one, earlier or later, with room for the party', () => {
    const days = [
      { date: '2031-06-13', slots: [slot('10:00', 5), slot('17:00', 1)] },
      { date: '2031-06-14', slots: [slot('10:00', 0), slot('14:00', 2), slot('17:00', 4)] },
      { date: '2031-06-15', slots: [slot('09:00', 8)] },
    ];
    const nearest = nearestFreeSlots(days, { date: '2031-06-14', time: '10:00', guests: 2 });
    expect(nearest.map((candidate) => `${candidate.date} ${candidate.time}`)).toEqual([
      '2031-06-14 14:00',
      '2031-06-14 17:00',
      // 23 hours later beats 24 hours earlier; 17:00 on the 13th has one place, not two.
      '2031-06-15 09:00',
    ]);
  });

  it('offers nothing when nothing has room', () => {
    expect(
      nearestFreeSlots([{ date: '2031-06-14', slots: [slot('10:00', 1)] }], {
        date: '2031-06-14',
        time: '12:00',
        guests: 3,
      }),
    ).toEqual([]);
  });

  it('breaks a tie in favour of the earlier departure', () => {
    const days = [{ date: '2031-06-14', slots: [slot('08:00', 4), slot('12:00', 4)] }];
    expect(
      nearestFreeSlots(days, { date: '2031-06-14', time: '10:00', guests: 1 }).map(({ time }) => time),
    ).toEqual(['08:00', '12:00']);
  });

  it('never suggests the departure wanted, and at the most three', () => {
    const days = [
      { date: '2031-06-14', slots: ['09:00', '10:00', '11:00', '12:00', '13:00'].map((t) => slot(t, 9)) },
    ];
    expect(
      nearestFreeSlots(days, { date: '2031-06-14', time: '11:00', guests: 1 }).map(({ time }) => time),
    ).toEqual(['10:00', '12:00', '09:00']);
  });
});

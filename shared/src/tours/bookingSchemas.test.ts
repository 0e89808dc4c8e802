import { SlotSchema, SlotUnavailableSchema } from './bookingSchemas';

describe('booking schemas', () => {
  it('counts a slot nobody booked yet as 0 booked', () => {
    expect(
      SlotSchema.parse({ time: '10:00', startsAt: '2026-03-01T10:00:00Z', capacity: 10, remaining: 10 })
        .booked,
    ).toBe(0);
  });

  it('refuses a fractional capacity', () => {
    expect(SlotSchema.safeParse({ time: '10:00', startsAt: 's', capacity: 2.5, remaining: 1 }).success).toBe(
      false,
    );
  });

  it('reads a slot_unavailable body without alternatives as an empty list, and nothing else as one', () => {
    expect(SlotUnavailableSchema.parse({ code: 'slot_unavailable', message: 'Full' }).alternatives).toEqual(
      [],
    );
    expect(SlotUnavailableSchema.safeParse({ code: 'validation_error', message: 'No' }).success).toBe(false);
  });
});

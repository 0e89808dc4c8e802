import { type AvailabilityDay, calendarDateToLocalDay, localDayToCalendarDate } from '@gaido/shared/tours';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';

/**
 * A month of the tour's calendar. Days are the tour's local calendar dates: the picker's `Date`s
 * stand for calendar days only (no time zone involved), so a visitor in Tokyo sees the same
 * Saturday as one in Lisbon. Days without a departure with room for the party are disabled.
 */
export function AvailabilityCalendar({
  days,
  guests,
  selectedDate,
  onSelectDate,
  month,
  onMonthChange,
  firstMonth,
  lastMonth,
}: {
  days: AvailabilityDay[];
  guests: number;
  selectedDate: string | undefined;
  onSelectDate: (date: string | undefined) => void;
  month: Date;
  onMonthChange: (month: Date) => void;
  firstMonth: Date;
  lastMonth: Date;
}) {
  const open = new Set(
    days.filter((day) => day.slots.some((slot) => slot.remaining >= guests)).map((day) => day.date),
  );
  return (
    <DayPicker
      mode="single"
      weekStartsOn={1}
      month={month}
      onMonthChange={onMonthChange}
      startMonth={firstMonth}
      endMonth={lastMonth}
      selected={selectedDate ? calendarDateToLocalDay(selectedDate) : undefined}
      onSelect={(day) => onSelectDate(day ? localDayToCalendarDate(day) : undefined)}
      disabled={(day) => !open.has(localDayToCalendarDate(day))}
      modifiers={{ available: (day) => open.has(localDayToCalendarDate(day)) }}
      modifiersClassNames={{ available: 'day-available' }}
      labels={{
        labelDayButton: (day, modifiers) => {
          const text = day.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' });
          if (modifiers.selected) return `${text}, selected`;
          return modifiers.disabled ? `${text}, no free places` : `${text}, places free`;
        },
      }}
    />
  );
}

import { describe, expect, it } from 'vitest';
import { dayEntry } from '../day-entry.fixture.js';
import { entryInstant, scheduleAt } from '../prayer-schedule.js';
import { countdownTargets } from './friday-countdown.js';
import { phaseSlots } from './phase-slots.js';

const ZONE = 'America/Chicago';
// Friday 5 March 2027 and the days around it.
const days = ['2027-03-04', '2027-03-05', '2027-03-06'].map((date) =>
  dayEntry(date, { dhuhr: '12:03', dhuhrIqama: '12:20' }),
);
const at = (time: string) => entryInstant(ZONE, '2027-03-05', 'dhuhr', time);

function targets(time: string, sessions: { khutbah: string; salah: string | null }[]) {
  const now = at(time);
  const schedule = scheduleAt(days, ZONE, now);
  return countdownTargets(schedule, phaseSlots(days, ZONE, now, sessions), ZONE, now);
}

describe('the header countdown on a Friday', () => {
  const sessions = [
    { khutbah: '12:30', salah: '13:00' },
    { khutbah: '13:45', salah: null },
  ];

  it("counts to the Jumu'ah azan and then to the first khutbah, not to Dhuhr's iqama", () => {
    const morning = targets('10:00', sessions);
    expect(morning.azan).toMatchObject({ prayer: 'jumuah', kind: 'azan', time: '12:03' });
    const afterAzan = targets('12:10', sessions);
    expect(afterAzan.iqama).toMatchObject({ prayer: 'jumuah', kind: 'khutbah', time: '12:30', at: at('12:30') });
  });

  it('moves on to the next session once the first khutbah has begun', () => {
    expect(targets('12:40', sessions).iqama).toMatchObject({ prayer: 'jumuah', kind: 'khutbah', time: '13:45' });
  });

  it("without sessions the khutbah stands at Dhuhr's iqama time", () => {
    expect(targets('12:10', []).iqama).toMatchObject({ prayer: 'jumuah', kind: 'khutbah', time: '12:20' });
  });

  it('leaves other days alone', () => {
    const thursday = entryInstant(ZONE, '2027-03-04', 'dhuhr', '12:10');
    const schedule = scheduleAt(days, ZONE, thursday);
    const result = countdownTargets(schedule, phaseSlots(days, ZONE, thursday, sessions), ZONE, thursday);
    expect(result.iqama).toMatchObject({ prayer: 'dhuhr', kind: 'iqama', time: '12:20' });
  });
});

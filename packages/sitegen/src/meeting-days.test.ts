import { meetingDays, statedTime } from './meeting-days';

describe('meetingDays', () => {
  it.each([
    // The days a group names, in week order, at a sample time for the part of the day it names.
    ['Community choir in Leith. We sing pop, folk and gospel on Tuesday evenings.', [[1, 1, '19:30 – 21:30']]],
    ['A community garden in Hulme. Volunteer sessions every Wednesday and Saturday, all welcome.', [[2, 2, '19:30 – 21:30'], [5, 5, '10:00 – 12:00']]],
    ['Knitting group. We meet on Thursday mornings in the library.', [[3, 3, '10:00 – 12:00']]],
    ['Gemischter Chor in Köln. Wir proben dienstags.', [[1, 1, '19:30 – 21:30']]],
    ['Coro comunitario en Sevilla. Ensayamos los jueves por la tarde.', [[3, 3, '19:30 – 21:30']]],
    ['Chorale à Lyon : répétitions le mardi soir.', [[1, 1, '19:30 – 21:30']]],
  ] as const)('It should read the meeting days of %j', (description, rows) => {
    expect(meetingDays(description)).toEqual(rows);
  });

  it.each([
    // No day, a range of opening days, more than three days, empty and hostile text: the sample week stays.
    'Scout group in Harrow meeting weekly in term time.', 'Open Monday to Friday, 9 to 5.', 'Geöffnet Montag bis Freitag.',
    'Sessions on Monday, Tuesday, Wednesday and Thursday.', '', '<img src=x onerror=alert(1)>',
  ])('It should read no meeting day in %j', (description) => {
    expect(meetingDays(description)).toEqual([]);
  });

  it('It should not hang on long text', () => {
    expect(meetingDays('Monday '.repeat(5000)).length).toBe(1);
  });
});

describe('statedTime', () => {
  it.each([
    // A meeting time as people write it, in 24-hour time (a range's first time takes the second's "pm").
    ['We sing on Tuesday evenings, 7.30 to 9.30pm.', '19:30 – 21:30'], ['Meets 7–9pm every Monday.', '19:00 – 21:00'],
    ['We meet at 7pm on Thursdays.', '19:00'], ['Wir proben dienstags von 19 bis 21 Uhr.', '19:00 – 21:00'],
    ['Ensayamos los jueves a las 19:30.', '19:30'], ['Répétitions le mardi à 20h.', '20:00'], ['Sessions 10:00–12:00 on Saturdays.', '10:00 – 12:00'],
  ] as const)('It should read the time of %j', (text, time) => {
    expect(statedTime(text)).toBe(time);
  });

  it.each([
    // Ages, years, counts and hostile text are no times.
    'For young people aged 6 to 18.', 'Founded in 1990 to 2000.', 'Groups of 8 to 12.', 'Open at 99:99pm.', '', '<img src=x onerror=alert(1)>',
  ])('It should read no time in %j', (text) => {
    expect(statedTime(text)).toBeUndefined();
  });

  it('It should give a group\'s meeting days the time its description states', () => {
    // Was the sample "19:30 – 21:30" whatever the description said.
    expect(meetingDays('Knitting group. We meet at 2pm on Thursdays.')).toEqual([[3, 3, '14:00']]);
  });
});

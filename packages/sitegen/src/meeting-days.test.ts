import { meetingDays } from './meeting-days';

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

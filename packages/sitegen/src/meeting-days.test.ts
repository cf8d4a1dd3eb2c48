import { meetingDays, statedTime, statesRoundTheClock } from './meeting-days';

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

describe('statesRoundTheClock', () => {
  it.each([
    // Open or working around the clock, in the site languages.
    ['Local taxi firm in Swindon. Book by phone or app, 24 hours a day.', false],
    ['24/7 emergency plumber covering Greater Manchester.', true],
    ['Gym in Leeds, open 24 hours, with free weights and classes.', false],
    ['Locksmith on call round the clock.', true],
    ['Idraulico a Torino: riparazioni, caldaie e pronto intervento 24 ore su 24.', true],
    ['Taxi à Lyon, disponible 24h/24.', false],
    ['Schlüsseldienst in Köln, rund um die Uhr erreichbar.', true],
    ['Farmacia abierta 24 horas en Madrid.', false],
    ['横浜の訪問介護サービス。24時間対応。', true],
    ['مغسلة سيارات في دبي تعمل على مدار الساعة.', false],
  ])('It should read %j as open around the clock (comes out: %s)', (text, comesOut) => {
    expect(statesRoundTheClock(text, comesOut)).toBe(true);
  });

  it.each([
    // A time limit, every day, members' access, support and a place's emergency line are no opening hours.
    ['We reply within 24 hours.', true], ['Please give 24 hours’ notice to cancel.', true], ['Entrega en 24 horas en toda España.', true],
    ['Boulangerie ouverte 7j/7 en été.', false], ['Coworking space with 24/7 access for members.', false], ['Acceso 24/7', false],
    ['Tailor-made holidays with 24/7 support while you travel.', false], ['Self storage with 24/7 CCTV.', false],
    ['Independent vets in Worthing with a 24-hour emergency line.', false], ['Vet practice with 24/7 emergency cover.', false],
    ['', true], ['<img src=x onerror=alert(1)>', true],
  ])('It should read no round-the-clock hours in %j (comes out: %s)', (text, comesOut) => {
    expect(statesRoundTheClock(text, comesOut)).toBe(false);
  });

  it('It should not hang on long text', () => {
    expect(statesRoundTheClock('24 '.repeat(20000), true)).toBe(false);
    expect(statesRoundTheClock(`${'open '.repeat(20000)}24/7`, false)).toBe(true);
  });
});

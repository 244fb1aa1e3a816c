import { describe, expect, it } from 'vitest';
import { parseNumberWords, parseWhen, type When } from './parse';

// A Friday.
const TODAY = '2026-11-27';

const cases: [string, Partial<When>][] = [
  [
    'cita con el dentista el 3 de diciembre a las diez y media',
    { date: '2026-12-03', time: '10:30', rest: 'cita con el dentista' },
  ],
  [
    'tomo metformina cada doce horas desde mañana a las 8',
    { date: '2026-11-28', time: '08:00', rest: 'tomo metformina cada doce horas desde' },
  ],
  ['muévelo a las 11', { time: '11:00', rest: 'muévelo' }],
  // Relative days and weekdays ("mañana" alone is tomorrow, "por la mañana" the morning).
  ['hoy', { date: '2026-11-27' }],
  ['mañana', { date: '2026-11-28' }],
  ['pasado mañana', { date: '2026-11-29' }],
  ['el martes', { date: '2026-12-01' }],
  ['el próximo martes', { date: '2026-12-01' }],
  ['el martes que viene', { date: '2026-12-01' }],
  ['el viernes', { date: '2026-12-04' }],
  ['este viernes', { date: '2026-11-27' }],
  ['el miercoles de la semana que viene', { date: '2026-12-02' }],
  // Day of the month, day with month.
  ['el 3', { date: '2026-12-03' }],
  ['el día 30', { date: '2026-11-30' }],
  ['el tres de diciembre', { date: '2026-12-03' }],
  ['el primero de enero', { date: '2027-01-01' }],
  ['3 de diciembre de 2027', { date: '2027-12-03' }],
  ['5 de marzo', { date: '2027-03-05' }],
  ['3/12', { date: '2026-12-03' }],
  ['3/12/2027', { date: '2027-12-03' }],
  ['2026-12-03', { date: '2026-12-03' }],
  // Times.
  ['a las 10', { time: '10:00' }],
  ['a las 10:30', { time: '10:30' }],
  ['10.30', { time: '10:30' }],
  ['diez y media', { time: '10:30' }],
  ['las diez y cuarto', { time: '10:15' }],
  ['a las diez menos cuarto', { time: '09:45' }],
  ['las diez menos diez', { time: '09:50' }],
  ['diez y veinte', { time: '10:20' }],
  ['las ocho y treinta y cinco', { time: '08:35' }],
  ['a las 8 de la tarde', { time: '20:00' }],
  ['a las 9 de la noche', { time: '21:00' }],
  ['a las 7 de la mañana', { time: '07:00' }],
  ['a las tres de la madrugada', { time: '03:00' }],
  ['mañana por la mañana a las nueve', { date: '2026-11-28', time: '09:00' }],
  ['esta noche a las 9', { date: '2026-11-27', time: '21:00' }],
  ['a mediodía', { time: '12:00' }],
  ['a medianoche', { time: '00:00' }],
  ['A LAS DIEZ EN PUNTO', { time: '10:00' }],
  ['a las 10 pm', { time: '22:00' }],
  ['el miércoles a las veintiuna', { date: '2026-12-02', time: '21:00' }],
  ['a las doce', { time: '12:00' }],
  ['a la una y media', { time: '13:30', problem: 'ambiguous_hour' }],
  ['a las 3', { time: '15:00', problem: 'ambiguous_hour' }],
  // Accents are optional.
  ['pasado manana a las 5 de la tarde', { date: '2026-11-29', time: '17:00' }],
  // Problems.
  ['30 de febrero', { problem: 'no_such_date' }],
  ['31 de abril', { problem: 'no_such_date' }],
  ['32 de diciembre', { problem: 'no_such_date' }],
  ['3 de diciembre de 2025', { date: '2025-12-03', problem: 'past' }],
  ['a las 25:00', { problem: 'not_understood' }],
  ['a las 0 am', { problem: 'not_understood' }],
  ['dos pastillas', { problem: 'not_understood', rest: 'dos pastillas' }],
  ['una cita mañana', { date: '2026-11-28', rest: 'una cita' }],
];

describe('parseWhen in Spanish', () => {
  it.each(cases)('%s', (text, expected) => {
    expect(parseWhen(text, 'es', TODAY)).toEqual({ rest: '', ...expected });
  });

  it('rolls over the end of the year and knows leap years', () => {
    expect(parseWhen('pasado mañana', 'es', '2026-12-30')).toEqual({ date: '2027-01-01', rest: '' });
    expect(parseWhen('el 1', 'es', '2026-12-30')).toEqual({ date: '2027-01-01', rest: '' });
    expect(parseWhen('mañana', 'es', '2028-02-28')).toEqual({ date: '2028-02-29', rest: '' });
    expect(parseWhen('29 de febrero', 'es', '2028-02-28')).toEqual({ date: '2028-02-29', rest: '' });
    expect(parseWhen('30 de febrero', 'es', '2028-02-28')).toEqual({ problem: 'no_such_date', rest: '' });
  });

  it('reads number words and ordinals', () => {
    expect(parseNumberWords('doce', 'es')).toBe(12);
    expect(parseNumberWords('dieciséis', 'es')).toBe(16);
    expect(parseNumberWords('treinta y uno', 'es')).toBe(31);
    expect(parseNumberWords('ciento veinte', 'es')).toBe(120);
    expect(parseNumberWords('doscientos treinta y cuatro', 'es')).toBe(234);
    expect(parseNumberWords('mil', 'es')).toBe(1000);
    expect(parseNumberWords('tercero', 'es')).toBe(3);
    expect(parseNumberWords('tres', 'es')).toBe(3);
    expect(parseNumberWords('1º', 'es')).toBe(1);
    expect(parseNumberWords('diez y media', 'es')).toBeNull();
  });
});

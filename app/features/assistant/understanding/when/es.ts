import { indexed, inverted, type Form, type LangSpec } from './grammar';

// Accents are folded away before lookup, so "dieciséis" and "dieciseis" are both found.
const cardinals = {
  ...indexed('cero, uno|un|una, dos, tres, cuatro, cinco, seis, siete, ocho, nueve', 0),
  ...indexed('diez, once, doce, trece, catorce, quince, dieciseis, diecisiete, dieciocho, diecinueve', 10),
  ...indexed(
    'veinte, veintiuno|veintiun|veintiuna, veintidos, veintitres, veinticuatro, veinticinco, ' +
      'veintiseis, veintisiete, veintiocho, veintinueve',
    20,
  ),
  ...indexed('treinta, cuarenta, cincuenta, sesenta, setenta, ochenta, noventa', 30, 10),
  ...indexed(
    'cien|ciento, doscientos|doscientas, trescientos|trescientas, cuatrocientos|cuatrocientas, ' +
      'quinientos|quinientas, seiscientos|seiscientas, setecientos|setecientas, ochocientos|ochocientas, ' +
      'novecientos|novecientas',
    100,
    100,
  ),
};

const ordinals = indexed(
  'primero|primer|primera, segundo, tercero|tercer, cuarto, quinto, sexto, septimo|setimo, octavo, noveno, decimo',
);

function forms(f: string): Form[] {
  const ordinal = /^(\d+)(º|°|ª|o|ro|er)$/.exec(f);
  return ordinal ? [{ f: ordinal[1]!, tag: 'ord' }] : [];
}

export const es: LangSpec = {
  locale: 'es',
  weekStart: 1,
  cardinals,
  ordinals,
  notBare: ['un', 'una', 'uno'],
  hundred: [],
  thousand: ['mil'],
  connectors: ['y'],
  forms,
  words: {
    month: indexed(
      'enero, febrero, marzo, abril, mayo, junio, julio, agosto, septiembre|setiembre, octubre, noviembre, diciembre',
    ),
    wd: indexed('domingo, lunes, martes, miercoles, jueves, viernes, sabado', 0),
    // "mañana" alone is tomorrow; "la mañana", "por la mañana" are the morning (longer phrases win).
    rel: inverted({ 0: 'hoy', 1: 'manana', 2: 'pasado manana' }),
    relpart: { 'esta manana': [0, 'morning'], 'esta tarde': [0, 'afternoon'], 'esta noche': [0, 'night'] },
    part: inverted({
      morning: 'de la manana|por la manana|en la manana|la manana',
      afternoon: 'de la tarde|por la tarde|en la tarde|la tarde',
      night: 'de la noche|por la noche|en la noche|la noche',
      early: 'de la madrugada|la madrugada|madrugada',
      noon: 'mediodia|al mediodia|a mediodia',
      midnight: 'medianoche|a medianoche|a la medianoche',
    }),
    ampm: inverted({ am: 'am|a.m', pm: 'pm|p.m' }),
    frac: inverted({ 30: 'media', 15: 'cuarto' }),
    past: 'y|con',
    to: 'menos',
    at: 'a las|a la|las|la|sobre las|hacia las|a eso de las|alrededor de las',
    on: 'el|para el|para',
    of: 'de|del',
    this: 'este',
    next: 'proximo|que viene|siguiente|entrante',
    nextweek:
      'de la semana que viene|de la proxima semana|de la semana proxima|la semana que viene|la proxima semana',
    oclock: 'en punto|h|hs',
    minutes: 'minutos|minuto|min',
    dayword: 'dia',
    monthword: 'del mes|de este mes',
  },
  patterns: [
    'on? month D of? Y?',
    'part? at? H past|to frac|MIN minutes? oclock? ampm|part?',
    // "el 3" is a day of the month in Spanish, where "a las 3" is an hour.
    'on D monthword?',
  ],
};

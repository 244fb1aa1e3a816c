import { describe, expect, it } from 'vitest';
import type { ReplyInput } from './reply';
import { embeddedReply } from './reply.server';

const dentist = { id: 7, title: 'Dentist appointment', date: '2026-12-03', time: '10:30' };
const base: Omit<ReplyInput, 'said'> = {
  locale: 'en',
  today: '2026-11-27',
  conversation: 'main',
  history: [],
  events: [dentist, { id: 8, title: 'Eye doctor', date: '2026-12-10', time: '09:00' }],
  medications: [],
};

/** A conversation of several turns, each reply kept in the history as the browser keeps it. */
function converse(...said: string[]) {
  const history: ReplyInput['history'] = [];
  let reply = embeddedReply({ ...base, said: said[0]!, history });
  for (const next of said.slice(1)) {
    history.push(
      { role: 'user', content: said[history.length / 2]! },
      { role: 'assistant', content: JSON.stringify(reply) },
    );
    reply = embeddedReply({ ...base, said: next, history: [...history] });
  }
  return reply;
}

describe('the embedded reply about events', () => {
  it('reads a complete new event back with its weekday', () => {
    expect(converse('add a dentist appointment on the 3rd of December at half past ten')).toEqual({
      message: '“dentist appointment” on Thursday, December 3, at 10:30. Shall I add it?',
      add_event: { title: 'dentist appointment', date: '2026-12-03', time: '10:30' },
    });
  });

  it('asks for the day and time it was not told, never taking today', () => {
    expect(converse('add a dentist appointment')).toMatchObject({
      message: 'On which day and at what time?',
      add_event: { title: 'dentist appointment', date: null, time: null },
    });
    expect(converse('add a dentist appointment', 'tomorrow')).toMatchObject({
      message: 'At what time?',
      add_event: { date: '2026-11-28', time: null },
    });
    expect(converse('add a dentist appointment', 'tomorrow', 'at 9')).toMatchObject({
      add_event: { title: 'dentist appointment', date: '2026-11-28', time: '09:00' },
    });
  });

  it('refuses a day that has passed or does not exist, and asks again', () => {
    expect(converse('add a dentist appointment on 30 February at 10')).toMatchObject({
      message: 'There is no such date. Which day do you mean?',
      add_event: { date: null },
    });
    expect(converse('add a dentist appointment on 3 March 2025 at 10')).toMatchObject({
      message: 'That day has passed. Which day do you mean?',
      add_event: { date: null },
    });
  });

  it('moves and cancels one of the user’s events found by its words, keeping what was not said', () => {
    expect(converse('move my dentist appointment to 11')).toEqual({
      message: 'Move “Dentist appointment” to Thursday, December 3, at 11:00?',
      edit_event: { ...dentist, time: '11:00' },
    });
    expect(converse('cancel my eye doctor appointment')).toMatchObject({ cancel_event: { id: 8 } });
  });

  it('asks which event "it" is when the conversation has none, and takes the answer', () => {
    expect(converse('cancel it')).toMatchObject({ message: 'Which event do you mean?' });
    expect(converse('cancel it', 'the dentist')).toMatchObject({ cancel_event: { id: 7 } });
    expect(converse('move it to 11', 'the dentist')).toMatchObject({ edit_event: { id: 7, time: '11:00' } });
    expect(embeddedReply({ ...base, said: 'cancel it', focus: { kind: 'event', id: 8 } })).toMatchObject({
      cancel_event: { id: 8 },
    });
  });

  it('says so when no event of the user fits', () => {
    expect(converse('cancel my yoga class')).toEqual({ message: 'I could not find that event among yours.' });
  });
});

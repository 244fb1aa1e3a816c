import { describe, expect, it } from 'vitest';
import type { ReplyInput } from './reply';
import { embeddedReply } from './reply.server';

const metformin = {
  id: 3,
  name: 'Metformin',
  usage_amount: '1 tablet',
  usage_interval: 12,
  usage_start_date: '2026-11-01',
  usage_start_time: '08:00',
};
const base: Omit<ReplyInput, 'said'> = {
  locale: 'en',
  today: '2026-11-27',
  conversation: 'main',
  history: [],
  events: [],
  medications: [metformin],
};

function converse(...said: string[]) {
  const history: ReplyInput['history'] = [];
  let reply = embeddedReply({ ...base, said: said[0]!, history });
  for (const [index, next] of said.slice(1).entries()) {
    history.push(
      { role: 'user', content: said[index]! },
      { role: 'assistant', content: JSON.stringify(reply) },
    );
    reply = embeddedReply({ ...base, said: next, history: [...history] });
  }
  return reply;
}

describe('the embedded reply about medicines', () => {
  it('reads a complete new medicine back: amount, hours between doses and the first dose', () => {
    expect(converse('add 2 tablets of metformin every 12 hours from tomorrow at 8')).toEqual({
      message: 'metformin, 2 tablets every 12 hours, from Saturday, November 28, at 08:00. Shall I add it?',
      add_medication: {
        name: 'metformin',
        usage_amount: '2 tablets',
        usage_interval: 12,
        usage_start_date: '2026-11-28',
        usage_start_time: '08:00',
        dosage: null,
      },
    });
  });

  it('keeps a strength said after the name as the dosage and asks how much is taken each time', () => {
    // "500 mg" taken as the amount would count 500 units off the stock at every dose.
    expect(converse('I take metformin 500 mg every 12 hours from tomorrow at 8')).toMatchObject({
      message: 'How much do you take each time, for example “1 tablet”?',
      add_medication: { name: 'metformin', dosage: '500 mg', usage_amount: null, usage_interval: 12 },
    });
    expect(converse('I take metformin 500 mg every 12 hours from tomorrow at 8', '1 tablet')).toEqual({
      message:
        'metformin 500 mg, 1 tablet every 12 hours, from Saturday, November 28, at 08:00. Shall I add it?',
      add_medication: {
        name: 'metformin',
        usage_amount: '1 tablet',
        usage_interval: 12,
        usage_start_date: '2026-11-28',
        usage_start_time: '08:00',
        dosage: '500 mg',
      },
    });
  });

  it('asks for each missing part in turn, reading "twice a day" as every 12 hours', () => {
    expect(converse('add aspirin')).toMatchObject({
      message: 'How much do you take each time, for example “1 tablet”?',
    });
    expect(converse('add aspirin', '1 tablet', 'twice a day', 'tomorrow at 9')).toMatchObject({
      add_medication: {
        name: 'aspirin',
        usage_amount: '1 tablet',
        usage_interval: 12,
        usage_start_date: '2026-11-28',
        usage_start_time: '09:00',
      },
    });
  });

  it('refuses an interval of 0 or 1,000 hours by asking again', () => {
    for (const hours of ['0', '1000']) {
      expect(converse(`I take metformin 500 mg every ${hours} hours from tomorrow at 8`)).toMatchObject({
        message: 'I can keep doses from every half hour to once a week. How often do you take it?',
        add_medication: { usage_interval: null },
      });
    }
  });

  it('changes and removes one of the user’s medicines found by its name', () => {
    expect(converse('change my metformin to every 8 hours')).toEqual({
      message: 'Change Metformin to every 8 hours?',
      edit_medication: { id: 3, name: 'Metformin', usage_interval: 8 },
    });
    expect(converse('I stopped taking metformin')).toMatchObject({ cancel_medication: { id: 3 } });
    expect(converse('I stopped taking warfarin')).toEqual({
      message: 'I could not find that medicine among yours.',
    });
  });
});

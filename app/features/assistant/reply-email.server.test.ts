import { describe, expect, it } from 'vitest';
import { localeText } from '../../../tests/e2e/support/strings';
import { addressIn, completeEmail, mailtoHref } from './email';
import type { ReplyInput } from './reply';
import { embeddedReply } from './reply.server';

const base = { today: '2026-11-27', events: [], medications: [] };

/** The e-mail conversation as the browser runs it: started by a reply of the main one. */
function converse(locale: ReplyInput['locale'], start: string, ...said: string[]) {
  const history: ReplyInput['history'] = [];
  let reply = embeddedReply({ ...base, locale, conversation: 'main', said: start, history: [] });
  let last = start;
  for (const next of said) {
    history.push({ role: 'user', content: last }, { role: 'assistant', content: JSON.stringify(reply) });
    reply = embeddedReply({ ...base, locale, conversation: 'email', said: next, history: [...history] });
    last = next;
  }
  return reply;
}

describe('the embedded e-mail conversation', () => {
  it('starts from what was said, asks for an address instead of a person, then the subject', () => {
    expect(converse('en', 'email my doctor that my glucose was high')).toEqual({
      message: localeText('en', 'assistant:email.ask_recipient'),
      send_email: { recipient: null, subject: null, body: 'my glucose was high' },
    });
    expect(converse('en', 'email my doctor that my glucose was high', 'It is dr.ali@example.com.')).toEqual({
      message: localeText('en', 'assistant:email.ask_subject'),
      send_email: { recipient: 'dr.ali@example.com', subject: null, body: 'my glucose was high' },
    });
  });

  it('reads the whole e-mail back once it has every part', () => {
    const email = { recipient: 'dr.ali@example.com', subject: 'Glucose', body: 'It was high this morning.' };
    expect(
      converse('ar', 'أرسل بريدا إلكترونيا', 'dr.ali@example.com', ' Glucose ', 'It was high this morning.'),
    ).toEqual({
      message: localeText('ar', 'assistant:email.read_back', email),
      send_email: email,
      read_back: true,
    });
  });

  it('refuses a recipient that is not an address and keeps what it had', () => {
    for (const [locale, start] of [
      ['en', 'send an email'],
      ['ar', 'أرسل بريدا إلكترونيا'],
    ] as const) {
      expect(converse(locale, start, 'my doctor', 'ali at example dot com')).toEqual({
        message: localeText(locale, 'assistant:email.bad_recipient'),
        send_email: { recipient: null, subject: null, body: null },
      });
    }
  });

  it('leaves for the main conversation on "cancel", saying nothing was written', () => {
    expect(converse('en', 'send an email', 'cancel')).toEqual({
      message: localeText('en', 'assistant:email.not_sent'),
      need_exit: true,
    });
  });
});

describe('e-mail parts', () => {
  it('finds an address among words and punctuation, and only a real one', () => {
    expect(addressIn('write to <ali@example.com>, please')).toBe('ali@example.com');
    expect(addressIn('«dr.ali@example.com»')).toBe('dr.ali@example.com');
    for (const text of ['', 'my doctor', 'ali@', '@example.com', 'ali@example', 'a b@c d.com'])
      expect(addressIn(text)).toBeNull();
  });

  it('makes a mail link that keeps every character of the subject and the words', () => {
    const email = completeEmail({ recipient: 'ali@example.com', subject: 'A & B?', body: 'Línea 1\nسطر ۲' });
    expect(email && mailtoHref(email)).toBe(
      'mailto:ali@example.com?subject=A%20%26%20B%3F&body=L%C3%ADnea%201%0A%D8%B3%D8%B7%D8%B1%20%DB%B2',
    );
    expect(completeEmail({ recipient: 'my doctor', subject: 'x', body: 'y' })).toBeNull();
    expect(completeEmail({ recipient: 'ali@example.com', subject: ' ', body: 'y' })).toBeNull();
  });
});

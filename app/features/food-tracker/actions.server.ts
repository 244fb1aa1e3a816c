import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { isCalendarDate, parseRowId } from '~/http/fields';
import { addDays } from '~/features/time-zone/zoned-time';
import { loadDiet } from '~/features/plans/records.server';
import type { LocaleCode } from '~/i18n/locales';
import { toastCookie } from '~/ui/toast.server';
import { nameFor, planPortion } from './page.server';
import { changeSchema, entrySchema, ownFoodSchema, planEntrySchema, trackerHref } from './schema';
import {
  addOwnFood,
  deleteEntry,
  getOwnEntry,
  logFood,
  sourceOf,
  updateEntry,
  type Logged,
} from './tracker.server';
import { OWN_PREFIX } from './nutrition';

/** Every field the tracker's forms send, told apart by `intent`. */
export const TRACKER_FIELDS = [
  'intent',
  'food',
  'amount',
  'unit',
  'date',
  'time',
  'meal',
  'item',
  'name',
  'basis',
  'kcal',
  'carbohydrate',
  'servingGrams',
  'entryId',
] as const;

export const CHANGE_FIELDS = ['amount', 'unit', 'date', 'time'] as const;

type Context = { db: Database; actor: Actor; locale: LocaleCode; today: string };

const notFound = () => data(null, { status: 404 });
const withToast = (key: string, values: Record<string, string | number>) => ({
  headers: { 'Set-Cookie': toastCookie({ type: 'success', key, values }) },
});

/** What the handlers need of a Conform submission. */
type Submission = {
  reply: (options?: { fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>;
};

function refused(intent: string, submission: Submission, fieldErrors?: Record<string, string[]>) {
  return data(
    { intent, result: submission.reply(fieldErrors ? { fieldErrors } : undefined) },
    { status: 400 },
  );
}

function answerLogged(intent: string, submission: Submission, logged: Logged, food: string, date: string) {
  if (!logged.ok) return refused(intent, submission, { [logged.refusal.field]: [logged.refusal.key] });
  return redirect(trackerHref({ day: date }), withToast('food-tracker:logged', { food, kcal: logged.kcal }));
}

/** The tracker page's forms: log a plan food in one tap, log a chosen food, save an own food, delete. */
export async function trackerAction(form: FormData, { db, actor, locale, today }: Context) {
  const intent = String(form.get('intent') ?? '');
  if (intent === 'plan') {
    const submission = parseWithZod(form, { schema: planEntrySchema(today) });
    if (submission.status !== 'success') return refused(intent, submission);
    const { meal, item, date, time } = submission.value;
    const diet = await loadDiet(db, actor);
    const food = diet?.meals[meal]?.foods[item];
    if (!food) return refused(intent, submission, { item: ['food-tracker:errors.unknown_food'] });
    const portion = planPortion(food, locale);
    const logged = await logFood(db, actor, portion, {
      amount: portion.amount,
      unit: portion.unit,
      date,
      time,
    });
    return answerLogged(intent, submission, logged, portion.name, date);
  }
  if (intent === 'add') {
    const submission = parseWithZod(form, { schema: entrySchema(today) });
    if (submission.status !== 'success') return refused(intent, submission);
    const { food, ...change } = submission.value;
    const found = await sourceOf(db, actor, food);
    if (found === 'not-found') throw notFound();
    if (found === 'unknown')
      return refused(intent, submission, { food: ['food-tracker:errors.unknown_food'] });
    const name = found.name(locale);
    const logged = await logFood(db, actor, { source: found.source, name }, change);
    return answerLogged(intent, submission, logged, name, change.date);
  }
  if (intent === 'own') {
    const submission = parseWithZod(form, { schema: ownFoodSchema });
    if (submission.status !== 'success') return refused(intent, submission);
    const id = await addOwnFood(db, actor, submission.value);
    const day = String(form.get('date') ?? '');
    const shown = isCalendarDate(day) && day <= addDays(today, 1) && day !== today ? day : undefined;
    return redirect(
      trackerHref({ day: shown, food: `${OWN_PREFIX}${id}` }),
      withToast('food-tracker:own.saved', { name: submission.value.name }),
    );
  }
  if (intent === 'delete') {
    const id = parseRowId(String(form.get('entryId') ?? ''));
    const entry = id === null ? null : await getOwnEntry(db, actor, id);
    if (id === null || !entry || !(await deleteEntry(db, actor, id))) throw notFound();
    return data(
      { intent, result: null },
      withToast('food-tracker:deleted', { food: nameFor(entry, locale) }),
    );
  }
  throw data(null, { status: 400 });
}

/** The edit page's form: amount, unit, date and time of one entry; another user's entry is a 404. */
export async function changeAction(form: FormData, id: number | null, { db, actor, locale, today }: Context) {
  if (id === null) throw notFound();
  const submission = parseWithZod(form, { schema: changeSchema(today) });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const changed = await updateEntry(db, actor, id, submission.value);
  if (!changed) throw notFound();
  if (!changed.ok) {
    return data(
      { result: submission.reply({ fieldErrors: { [changed.refusal.field]: [changed.refusal.key] } }) },
      { status: 400 },
    );
  }
  const entry = await getOwnEntry(db, actor, id);
  return redirect(
    trackerHref({ day: submission.value.date }),
    withToast('food-tracker:saved', { food: entry ? nameFor(entry, locale) : '', kcal: changed.kcal }),
  );
}

// After a failure of ours the input was valid: any day passes the schema, which only echoes it back.
const ANY_DAY = '9999-12-30';

/** What the tracker's form gets back after a failure of ours: what was typed, to send again. */
export function trackerFailure(form: FormData) {
  const intent = String(form.get('intent') ?? '');
  const schema = intent === 'add' ? entrySchema(ANY_DAY) : intent === 'own' ? ownFoodSchema : null;
  return { intent, result: schema ? parseWithZod(form, { schema }).reply() : null };
}

/** The edit form after a failure of ours: what was typed. */
export function changeFailure(form: FormData) {
  return { result: parseWithZod(form, { schema: changeSchema(ANY_DAY) }).reply() };
}

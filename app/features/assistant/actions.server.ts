import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { addEvent, deleteOwnEvent, getOwnEvent, updateOwnEvent } from '~/features/events/events.server';
import { eventSchema } from '~/features/events/schema';
import {
  addMedicine,
  deleteOwnMedicine,
  getOwnMedicine,
  updateOwnMedicine,
} from '~/features/medicines/medicines.server';
import { medicineSchema } from '~/features/medicines/schema';
import type { JobDeps } from '~/features/plans/jobs.server';
import { commentOnPlan } from '~/features/plans/plans.server';
import { commentFormSchema } from '~/features/plans/schema';
import type { LocaleCode } from '~/i18n/locales';
import type { AssistantAction } from './actions';

/** The outcome of an action: done (with what the message names), refused (a field's message), or not found. */
export type ActionResult =
  | { done: true; kind: 'event' | 'medication'; id: number; title: string }
  | { done: true; kind: 'plan'; remade: boolean }
  | { done: false; problem: 'invalid'; key: string }
  | { done: false; problem: 'not_found'; kind: 'event' | 'medication' };

/** What a plan comment needs besides the user: their language and the planner. */
export type PlanContext = { locale: LocaleCode; deps: () => JobDeps };

const refused = (issues: { message: string }[]): ActionResult => ({
  done: false,
  problem: 'invalid',
  key: issues[0]?.message ?? 'common:errors.required',
});

/** The form's fields of a medicine, as its own page's schema reads them. */
function medicineForm(
  fields: {
    name: string;
    usage_amount: string;
    usage_interval: number;
    usage_start_date: string;
    usage_start_time: string;
    dosage?: string | null;
  },
  kept: { name2?: string; description?: string; amount?: number | null; refillLeadDays?: number } = {},
) {
  return {
    name: fields.name,
    name2: kept.name2 ?? '',
    description: kept.description ?? '',
    usageAmount: fields.usage_amount,
    usageInterval: String(fields.usage_interval),
    usageStartDate: fields.usage_start_date,
    usageStartTime: fields.usage_start_time,
    dosage: fields.dosage ?? '',
    amount: kept.amount == null ? '' : String(kept.amount),
    refillLeadDays: kept.refillLeadDays === undefined ? undefined : String(kept.refillLeadDays),
  };
}

/**
 * Does what the user confirmed through the same feature functions and schemas as the events,
 * medicines and plan pages: the same rules refuse the same input, and only the actor's own rows are
 * touched.
 */
export async function runAction(
  db: Database,
  actor: Actor,
  action: AssistantAction,
  plans: PlanContext,
): Promise<ActionResult> {
  switch (action.action) {
    case 'add_event': {
      const parsed = eventSchema.safeParse(action.event);
      if (!parsed.success) return refused(parsed.error.issues);
      const id = await addEvent(db, actor, parsed.data);
      return { done: true, kind: 'event', id, title: parsed.data.title };
    }
    case 'edit_event': {
      const own = await getOwnEvent(db, actor, action.id);
      if (!own) return { done: false, problem: 'not_found', kind: 'event' };
      const parsed = eventSchema.safeParse({
        title: own.title,
        date: own.date,
        time: own.time,
        ...stripNull(action.event),
      });
      if (!parsed.success) return refused(parsed.error.issues);
      await updateOwnEvent(db, actor, own.id, parsed.data);
      return { done: true, kind: 'event', id: own.id, title: parsed.data.title };
    }
    case 'cancel_event': {
      const own = await getOwnEvent(db, actor, action.id);
      if (!own || !(await deleteOwnEvent(db, actor, own.id)))
        return { done: false, problem: 'not_found', kind: 'event' };
      return { done: true, kind: 'event', id: own.id, title: own.title };
    }
    case 'add_medication': {
      const parsed = medicineSchema.safeParse(medicineForm(action.medication));
      if (!parsed.success) return refused(parsed.error.issues);
      const id = await addMedicine(db, actor, parsed.data);
      return { done: true, kind: 'medication', id, title: parsed.data.name };
    }
    case 'edit_medication': {
      const own = await getOwnMedicine(db, actor, action.id);
      if (!own) return { done: false, problem: 'not_found', kind: 'medication' };
      const current = {
        name: own.name,
        usage_amount: own.usageAmount,
        usage_interval: own.usageInterval,
        usage_start_date: own.usageStartDate,
        usage_start_time: own.usageStartTime,
        dosage: own.dosage,
      };
      const parsed = medicineSchema.safeParse(
        medicineForm({ ...current, ...stripNull(action.medication) }, own),
      );
      if (!parsed.success) return refused(parsed.error.issues);
      await updateOwnMedicine(db, actor, own.id, parsed.data);
      return { done: true, kind: 'medication', id: own.id, title: parsed.data.name };
    }
    case 'cancel_medication': {
      const own = await getOwnMedicine(db, actor, action.id);
      if (!own || !(await deleteOwnMedicine(db, actor, own.id))) {
        return { done: false, problem: 'not_found', kind: 'medication' };
      }
      return { done: true, kind: 'medication', id: own.id, title: own.name };
    }
    case 'comment_plan': {
      const parsed = commentFormSchema.safeParse({ comment: action.comment });
      if (!parsed.success) return refused(parsed.error.issues);
      const outcome = await commentOnPlan(
        db,
        actor,
        action.plan,
        parsed.data.comment,
        plans.locale,
        plans.deps(),
      );
      if (!outcome.ok) return { done: false, problem: 'invalid', key: outcome.error };
      return { done: true, kind: 'plan', remade: outcome.status === 'done' };
    }
  }
}

/** The fields a model left null mean "unchanged". */
function stripNull<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<T>;
}

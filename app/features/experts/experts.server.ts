import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';
import { expertProfiles } from '~/db/schema/experts';
import { containsPattern } from '~/features/admin/like-pattern';
import { isExpertPhoto, EXPERTS_PAGE_SIZE, type ExpertPhoto, type ExpertProfileInput } from './schema';

export type Expert = {
  id: string;
  firstName: string;
  lastName: string;
  specialty: string;
  bio: string;
  languages: string[];
  location: string;
  contactEmail: string;
  photo: ExpertPhoto;
};

export type ExpertSearch = { name?: string; specialty?: string; language?: string; page: number };

export type ExpertList = { experts: Expert[]; total: number; pageCount: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only an enabled profile of type expert is in the directory: switched back to user, it is gone. */
const listed = and(eq(profiles.type, 'expert'), eq(profiles.status, 'enable'));

const columns = {
  id: profiles.id,
  firstName: profiles.first_name,
  lastName: profiles.last_name,
  specialty: expertProfiles.specialty,
  bio: expertProfiles.bio,
  languages: expertProfiles.languages,
  location: expertProfiles.location,
  contactEmail: expertProfiles.contact_email,
  photo: expertProfiles.photo,
};

type Row = {
  id: string;
  firstName: string;
  lastName: string;
  specialty: string | null;
  bio: string | null;
  languages: string[] | null;
  location: string | null;
  contactEmail: string | null;
  photo: string | null;
};

// An expert who has not filled in a profile yet is listed by name, with empty details.
function toExpert(row: Row): Expert {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    specialty: row.specialty ?? '',
    bio: row.bio ?? '',
    languages: row.languages ?? [],
    location: row.location ?? '',
    contactEmail: row.contactEmail ?? '',
    photo: isExpertPhoto(row.photo) ? row.photo : 'stethoscope',
  };
}

function searchConditions(search: ExpertSearch): SQL[] {
  const conditions: SQL[] = [];
  const name = search.name?.trim();
  if (name) {
    const pattern = containsPattern(name);
    const fullName = sql`${profiles.first_name} || ' ' || ${profiles.last_name}`;
    conditions.push(
      or(ilike(profiles.first_name, pattern), ilike(profiles.last_name, pattern), ilike(fullName, pattern))!,
    );
  }
  const specialty = search.specialty?.trim();
  if (specialty) conditions.push(ilike(expertProfiles.specialty, containsPattern(specialty)));
  const language = search.language?.trim();
  if (language) conditions.push(sql`${expertProfiles.languages} @> ${JSON.stringify([language])}::jsonb`);
  return conditions;
}

/** One page of the directory, by name; any signed-in person may read it. */
export async function listExperts(db: Database, _reader: Actor, search: ExpertSearch): Promise<ExpertList> {
  const page = Math.max(1, Math.floor(search.page));
  const where = and(listed, ...searchConditions(search));
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(profiles)
      .leftJoin(expertProfiles, eq(expertProfiles.user_id, profiles.id))
      .where(where)
      .orderBy(asc(profiles.first_name), asc(profiles.last_name), asc(profiles.id))
      .limit(EXPERTS_PAGE_SIZE)
      .offset((page - 1) * EXPERTS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(profiles)
      .leftJoin(expertProfiles, eq(expertProfiles.user_id, profiles.id))
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  return { experts: rows.map(toExpert), total, pageCount: Math.ceil(total / EXPERTS_PAGE_SIZE) };
}

/** One listed expert; null for anything else (a user, an admin, a disabled expert, no such id). */
export async function getExpert(db: Database, _reader: Actor, expertId: string): Promise<Expert | null> {
  if (!UUID.test(expertId)) return null;
  const [row] = await db
    .select(columns)
    .from(profiles)
    .leftJoin(expertProfiles, eq(expertProfiles.user_id, profiles.id))
    .where(and(listed, eq(profiles.id, expertId)));
  return row ? toExpert(row) : null;
}

/** The signed-in expert's own profile (empty until first saved); null when the actor is not an expert. */
export async function getOwnExpertProfile(db: Database, actor: Actor): Promise<Expert | null> {
  if (actor.type !== 'expert') return null;
  const [row] = await db
    .select(columns)
    .from(profiles)
    .leftJoin(expertProfiles, eq(expertProfiles.user_id, profiles.id))
    .where(and(eq(profiles.id, actor.id), eq(profiles.type, 'expert')));
  return row ? toExpert(row) : null;
}

/**
 * Saves the signed-in expert's public profile. The type is checked in the same statement, so a
 * profile switched back to user a moment ago writes nothing. Returns false in that case.
 */
export async function saveOwnExpertProfile(
  db: Database,
  actor: Actor,
  input: ExpertProfileInput,
): Promise<boolean> {
  if (actor.type !== 'expert') return false;
  const values = {
    specialty: input.specialty,
    bio: input.bio,
    languages: input.languages,
    location: input.location,
    contact_email: input.contactEmail,
    photo: input.photo,
  };
  return db.transaction(async (tx) => {
    // Locked, so an admin switching the type back to user waits for this save or goes first.
    const [expert] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, actor.id), eq(profiles.type, 'expert')))
      .for('update');
    if (!expert) return false;
    await tx
      .insert(expertProfiles)
      .values({ user_id: actor.id, ...values })
      .onConflictDoUpdate({ target: expertProfiles.user_id, set: { ...values, updated_at: new Date() } });
    return true;
  });
}

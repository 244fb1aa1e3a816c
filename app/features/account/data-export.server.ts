import { eq, getTableColumns, getTableName, is, type Column } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';

/**
 * Every module of the Drizzle schema: a table added later in a new file is exported without a
 * change here.
 */
const schemaModules = import.meta.glob<Record<string, unknown>>('../../db/schema/*.ts', { eager: true });

/** Tables that hold only credentials: a password hash, session ids (token hashes), link token hashes. */
const CREDENTIAL_TABLES = new Set(['passwords', 'sessions', 'verifications']);
/** Columns no export carries, in any table: secrets and their hashes (a calendar feed's token, say). */
const SECRET_COLUMN = /hash|token|secret|password/i;

export const EXPORT_FORMAT_VERSION = 1;

type OwnedTable = { name: string; table: PgTable; owner: Column; columns: Record<string, PgColumn> };

/** The tables with a user_id column, by name, with the columns an export may show. */
export function ownedTables(): OwnedTable[] {
  const seen = new Map<string, OwnedTable>();
  for (const module of Object.values(schemaModules)) {
    for (const value of Object.values(module)) {
      if (!is(value, PgTable)) continue;
      const name = getTableName(value);
      const all = getTableColumns(value);
      const owner = all.user_id;
      if (!owner || CREDENTIAL_TABLES.has(name) || seen.has(name)) continue;
      const columns = Object.fromEntries(
        Object.entries(all).filter(([key]) => key !== 'user_id' && !SECRET_COLUMN.test(key)),
      ) as Record<string, PgColumn>;
      seen.set(name, { name, table: value, owner, columns });
    }
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export type DataExport = {
  format_version: number;
  exported_at: string;
  profile: Record<string, unknown> | null;
  tables: Record<string, Record<string, unknown>[]>;
};

/** Everything the app keeps about the actor, their own rows only, without any secret. */
export async function exportOwnData(db: Database, actor: Actor, now = new Date()): Promise<DataExport> {
  const [profile] = await db
    .select({
      id: profiles.id,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
      email: profiles.email,
      type: profiles.type,
      status: profiles.status,
      email_confirmed_at: profiles.email_confirmed_at,
      created_at: profiles.created_at,
      updated_at: profiles.updated_at,
    })
    .from(profiles)
    .where(eq(profiles.id, actor.id));
  const tables: DataExport['tables'] = {};
  for (const { name, table, owner, columns } of ownedTables()) {
    tables[name] = await db.select(columns).from(table).where(eq(owner, actor.id));
  }
  return {
    format_version: EXPORT_FORMAT_VERSION,
    exported_at: now.toISOString(),
    profile: profile ?? null,
    tables,
  };
}

export function exportFileName(now = new Date()): string {
  return `vivai-my-data-${now.toISOString().slice(0, 10)}.json`;
}

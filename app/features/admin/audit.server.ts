import type { Database } from '~/db/client.server';
import { auditLog } from '~/db/schema/accounts';
import type { AdminActor } from '~/auth/actor';

export type AuditEntry = {
  action: string;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
};

/** Every admin change leaves a row here, written in the same transaction as the change. */
export async function recordAudit(db: Database, admin: AdminActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor_id: admin.id,
    action: entry.action,
    target_type: entry.targetType,
    target_id: String(entry.targetId),
    details: entry.details ?? {},
  });
}

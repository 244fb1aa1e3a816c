import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../tests/support/databases';
import { isDatabaseHealthy } from './client.server';

describe.each(testDatabases())('the health check on $name', ({ open }) => {
  it('is healthy while the tables every page reads answer, and not once one is gone', async () => {
    const handle = await open();
    try {
      expect(await isDatabaseHealthy(handle.db)).toBe(true);
      await handle.db.execute(sql`alter table sessions rename to sessions_away`);
      expect(await isDatabaseHealthy(handle.db)).toBe(false);
      await handle.db.execute(sql`alter table sessions_away rename to sessions`);
      await handle.db.execute(sql`alter table profiles rename to profiles_away`);
      expect(await isDatabaseHealthy(handle.db)).toBe(false);
    } finally {
      await handle.close();
    }
  });
});

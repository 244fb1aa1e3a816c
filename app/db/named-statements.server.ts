import { createHash } from 'node:crypto';
import pg from 'pg';

// Each distinct query text gets a name; beyond this many the rest run unnamed, so a query whose text
// varies (an IN list of any length) cannot fill the database's memory with statements.
const MAX_NAMED = 500;
const names = new Map<string, string>();

function nameFor(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = createHash('sha1').update(text).digest('base64url');
    names.set(text, name);
  }
  return name;
}

// The embedded database is one backend for every connection of the pool: each client's statements
// carry its own prefix, so a client never finds (or trips over) a name another one prepared.
let clients = 0;

/**
 * Names a query that has parameters (in its config or as the second argument); a name given by the
 * caller (drizzle's prepare) gets the client's prefix as well.
 */
function withName(args: unknown[], prefix: string): unknown[] {
  const [config, second] = args;
  if (typeof config !== 'object' || config === null || !('text' in config)) return args;
  const { text, values, name } = config as pg.QueryConfig;
  if (name) return [{ ...config, name: `${prefix}${name}` }, ...args.slice(1)];
  const parameters = values ?? second;
  if (!Array.isArray(parameters) || parameters.length === 0) return args;
  const assigned = nameFor(text);
  return assigned ? [{ ...config, name: `${prefix}${assigned}` }, ...args.slice(1)] : args;
}

/**
 * A node-postgres client that runs every query with parameters as a named prepared statement: the
 * database parses and plans it once per connection instead of on every call, which halves the cost
 * of a typical query on PGlite. Queries without parameters (migrations, BEGIN) stay as they are.
 */
export class NamedStatementClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    const prefix = `q${(clients++).toString(36)}_`;
    this.query = ((...args: unknown[]) => query(...withName(args, prefix))) as pg.Client['query'];
  }
}

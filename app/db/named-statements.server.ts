import { createHash } from 'node:crypto';
import pg from 'pg';

// Each distinct query text gets a name; beyond this many the rest run unnamed, so a query whose text
// varies (an IN list of any length) cannot fill the database's memory with statements.
const MAX_NAMED = 500;
const names = new Map<string, string>();

function nameFor(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `q${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

/** Names a query that has parameters (in its config or as the second argument) and no name yet. */
function withName(args: unknown[]): unknown[] {
  const [config, second] = args;
  if (typeof config !== 'object' || config === null || !('text' in config)) return args;
  const { text, values, name } = config as pg.QueryConfig;
  const parameters = values ?? second;
  if (name || !Array.isArray(parameters) || parameters.length === 0) return args;
  const assigned = nameFor(text);
  return assigned ? [{ ...config, name: assigned }, ...args.slice(1)] : args;
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
    this.query = ((...args: unknown[]) => query(...withName(args))) as pg.Client['query'];
  }
}

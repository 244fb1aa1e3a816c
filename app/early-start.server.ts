// A second entry of the production server build (vite.config.ts), with the configuration and the
// database only: server.ts starts the database from it while the rest of the bundle still loads.
export { getConfig } from './config.server';
export { startDatabase } from './db/database.server';

// `npm run admin:create -- --email … [--password …]`: creates an admin in any environment (migrating first).
// With the embedded database, run it while the server is stopped (one PostgreSQL per data directory).
import { runAdminCreate } from './admin-create.command';
import { runDatabaseCli } from './run-cli';

await runDatabaseCli('admin:create', runAdminCreate);

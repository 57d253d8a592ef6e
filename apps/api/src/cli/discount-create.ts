// `pnpm discount:create -- --code … --percent …`: creates a discount code in any environment (migrating first).
// With the embedded database, run it while the server is stopped (one PostgreSQL per data directory).
import { runDiscountCreate } from './discount-create.command';
import { runDatabaseCli } from './run-cli';

await runDatabaseCli('discount:create', runDiscountCreate);

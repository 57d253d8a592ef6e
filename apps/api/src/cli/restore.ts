// `npm run restore -- --from DIR` (built: `node dist/restore.js --from DIR`): docs/deploy.md, "Backup and restore".
import { runRestore } from './backup.command';
import { runBackupCli } from './backup-cli';

await runBackupCli('restore', runRestore);

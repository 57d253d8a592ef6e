// `npm run backup -- --out DIR` (built: `node dist/backup.js --out DIR`): docs/deploy.md, "Backup and restore".
import { runBackup } from './backup.command';
import { runBackupCli } from './backup-cli';

await runBackupCli('backup', runBackup);

// Renders the Kysely types of the migrated database with kysely-codegen. src/db/schema.gen.ts is this output,
// written by `npm run db:types` (src/cli/db-types.ts) and checked to be current by schema.gen.test.ts.
import type { Kysely } from 'kysely';
import { generate, PostgresDialect, RawExpressionNode } from 'kysely-codegen';
import type { DB } from './schema.gen';

export const schemaFile = new URL('./schema.gen.ts', import.meta.url);

/** What introspection cannot know: the meaning the code gives a few columns. */
const columnTypes: Record<string, string> = {
  // Always this one value; they exist for the (id, role) foreign keys and are never written.
  'orders.client_role': "Generated<'client'>",
  'orders.designer_role': "Generated<'designer'>",
  // A text column with a CHECK of its values.
  'mail_outbox.transport': "'smtp' | 'dev_mailbox'",
  'turnaround_tiers.tier': "'express' | 'standard' | 'economy'",
  'orders.turnaround': "Generated<'express' | 'standard' | 'economy'>",
  // jsonb is written as a JSON string (JSON.stringify), so an array is never sent as a Postgres array.
  'order_drafts.state': "Generated<ColumnType<import('./json-value').JsonValue, string, string>>",
  'payment_events.payload': "ColumnType<import('./json-value').JsonValue, string, string>",
  'media.photo_check': "ColumnType<import('./json-value').JsonValue, string, string>",
  'media.capture': "ColumnType<import('./json-value').JsonValue, string, string>",
  'media.look': "ColumnType<import('./json-value').JsonValue, string, string>",
  'client_styles.choices': "ColumnType<import('./json-value').JsonValue, string, string>",
  'orders.style_snapshot': "ColumnType<import('./json-value').JsonValue, string, string>",
  'order_images.instruction_pins': "Generated<ColumnType<import('./json-value').JsonValue, string, string>>",
  'order_images.revision_pins': "Generated<ColumnType<import('./json-value').JsonValue, string, string>>",
  'guarantee_claims.pins': "Generated<ColumnType<import('./json-value').JsonValue, string, string>>",
  'orders.billing': "ColumnType<import('./json-value').JsonValue, string, string>",
  'invoices.document': "ColumnType<import('./json-value').JsonValue, string, string>",
  'mail_outbox.attachments': "Generated<ColumnType<import('./json-value').JsonValue, string, string>>",
  'api_idempotency.response': "ColumnType<import('./json-value').JsonValue, string, string>",
  'webhook_events.data': "ColumnType<import('./json-value').JsonValue, string, string>",
};

// Raw nodes: kysely-codegen would otherwise parse each with the TypeScript compiler API.
const overrides = {
  columns: Object.fromEntries(
    Object.entries(columnTypes).map(([column, type]) => [column, new RawExpressionNode(type)]),
  ),
};

const header = `// Regenerate with \`npm run db:types\` after adding a migration; schema.gen.test.ts fails while it is stale.\n`;

export async function renderSchema(db: Kysely<DB>): Promise<string> {
  const generated = await generate({
    db,
    dialect: new PostgresDialect(),
    overrides,
    // The migrator's own bookkeeping is not part of the application's schema.
    excludePattern: 'kysely_*',
    print: false,
    outFile: null,
    typeOnlyImports: true,
  });
  return header + generated;
}

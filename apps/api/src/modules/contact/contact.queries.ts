// The contact module's SQL: the help widget's messages.
import type { Language } from '@photoedit/contracts';
import type { Executor } from '../../db/tables';

export interface ContactMessageRow {
  email: string;
  message: string;
  language: Language;
  userId: string | null;
  createdAt: Date;
}

export async function insertContactMessage(db: Executor, row: ContactMessageRow): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values({
      email: row.email,
      message: row.message,
      language: row.language,
      user_id: row.userId,
      created_at: row.createdAt,
    })
    .execute();
}

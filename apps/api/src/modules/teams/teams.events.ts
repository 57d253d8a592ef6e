// What happens after a team changes (events/events.ts, ADR 014): a colleague added is told by e-mail.
import { Language, TeamRole } from '@photoedit/contracts';
import { z } from 'zod';
import { defineEvent } from '../../events/events';
import { sendMail } from '../mail';
import { teamInvitationMail } from './teams.mail';

export const teamMemberAdded = defineEvent({
  name: 'team.member_added',
  when: "a team's owner adds a colleague by e-mail",
  payload: z.object({
    email: z.string(),
    language: Language,
    teamName: z.string(),
    role: TeamRole,
    origin: z.url(),
  }),
}).reactions([
  sendMail('the invitation, with how to sign in, to the colleague', async (_trx, p) => [
    {
      ...(await teamInvitationMail(p.language, {
        teamName: p.teamName,
        role: p.role,
        signInUrl: `${p.origin}/${p.language}/client-access`,
      })),
      to: p.email,
      language: p.language,
    },
  ]),
]);

// The e-mail of a colleague added to a team (issue 35).
import type { TeamRole } from '@photoedit/contracts';
import { MailButton, mailTemplate, Paragraph } from '../mail';

export interface TeamInvitationData {
  teamName: string;
  role: TeamRole;
  signInUrl: string;
}

export const teamInvitationMail = mailTemplate<TeamInvitationData>('team_invitation', (t, data) => ({
  subject: t('teamInvitation.subject', { team: data.teamName }),
  lead: t('teamInvitation.lead', { team: data.teamName }),
  body: (
    <>
      <Paragraph>{t(`teamInvitation.roles.${data.role}`)}</Paragraph>
      <Paragraph>{t('teamInvitation.signIn')}</Paragraph>
      <MailButton href={data.signInUrl}>{t('teamInvitation.link')}</MailButton>
    </>
  ),
}));

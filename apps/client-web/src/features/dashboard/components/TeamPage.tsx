// /{lang}/dashboard/team (issue 35): the client's account as a team. Without one: make it. Its owner adds colleagues
// by e-mail as orderers (they order and see the team's orders) or accountants (billing and invoices only), changes
// their role or removes them (their orders stay with the team); a colleague sees who is in it.
import { type Language, memberRoles, type TeamMember, type TeamView, teamRules } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import {
  Button,
  ButtonLink,
  Card,
  Container,
  EmailField,
  SelectField,
  StatusLine,
  TextField,
  toast,
  usePageTitle,
} from '@photoedit/ui';
import { describeError, useLeaveWhenSignedOut } from '@photoedit/web-client';
import { useId, useState } from 'react';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { useTeam, useTeamActions } from '../api/team';

export function TeamPage({ lang }: { lang: Language }) {
  const { t } = useTranslation(['dashboard', 'common']);
  usePageTitle(t('team.title'));
  useLeaveWhenSignedOut('client');
  const team = useTeam();
  return (
    <Container className="py-10">
      <ButtonLink to="/$lang/dashboard" params={{ lang }} variant="ghost" size="sm">
        ← {t('client.title')}
      </ButtonLink>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight text-ink">{t('team.title')}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t('team.intro')}</p>
      <div className="mt-8">
        {team.isPending ? (
          <StatusLine>{t('common:loading')}</StatusLine>
        ) : team.isError ? (
          <LoadFailedAlert item={t('team.title')} onRetry={() => void team.refetch()} />
        ) : team.data ? (
          <Team team={team.data} />
        ) : (
          <CreateTeam />
        )}
      </div>
    </Container>
  );
}

function CreateTeam() {
  const { t } = useTranslation('dashboard');
  const { create } = useTeamActions();
  const [name, setName] = useState('');
  return (
    <Card className="p-6">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ name }, { onError: (error) => toast.error(describeError(error)) });
        }}
      >
        <TextField
          className="min-w-0 grow"
          label={t('team.name')}
          hint={t('team.nameHint')}
          required
          maxLength={teamRules.nameMaxLength}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" pending={create.isPending}>
          {t('team.create')}
        </Button>
      </form>
    </Card>
  );
}

function Team({ team }: { team: NonNullable<TeamView> }) {
  const { t } = useTranslation('dashboard');
  const owner = team.role === 'owner';
  return (
    <>
      <Card className="p-6">
        <h2 className="text-xl font-semibold text-ink">{team.name}</h2>
        <p className="mt-1 text-sm text-ink-muted">{t(`team.yourRole.${team.role}`)}</p>
        <ul
          className="mt-4 divide-y divide-border rounded-card border border-border"
          aria-label={t('team.members')}
        >
          {team.members.map((member) => (
            <li key={member.userId} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-medium text-ink">{member.name ?? member.email}</span>
                {member.name ? <span className="block text-sm text-ink-muted">{member.email}</span> : null}
              </span>
              {owner && member.role !== 'owner' ? (
                <MemberControls member={member} />
              ) : (
                <span className="text-sm text-ink-muted">{t(`team.roles.${member.role}`)}</span>
              )}
            </li>
          ))}
        </ul>
      </Card>
      {owner ? <InviteForm /> : null}
    </>
  );
}

function MemberControls({ member }: { member: TeamMember }) {
  const { t } = useTranslation('dashboard');
  const { setRole, remove } = useTeamActions();
  const onError = (error: unknown) => toast.error(describeError(error));
  const who = member.name ?? member.email;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <SelectField
        label={t('team.roleOf', { who })}
        className="[&_label]:sr-only"
        value={member.role}
        onChange={(event) =>
          setRole.mutate(
            { userId: member.userId, role: event.target.value as (typeof memberRoles)[number] },
            { onError },
          )
        }
      >
        {memberRoles.map((role) => (
          <option key={role} value={role}>
            {t(`team.roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('team.removeWho', { who })}
        pending={remove.isPending && remove.variables?.userId === member.userId}
        onClick={() =>
          remove.mutate(
            { userId: member.userId },
            { onSuccess: () => toast.success(t('team.removed', { who })), onError },
          )
        }
      >
        {t('team.remove')}
      </Button>
    </span>
  );
}

function InviteForm() {
  const { t } = useTranslation('dashboard');
  const { invite } = useTeamActions();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<(typeof memberRoles)[number]>('orderer');
  const headingId = useId();
  return (
    <Card className="mt-6 p-6">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('team.invite')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('team.inviteHint')}</p>
      <form
        aria-labelledby={headingId}
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          invite.mutate(
            { email, role },
            {
              onSuccess: () => {
                toast.success(t('team.invited', { email }));
                setEmail('');
              },
              onError: (error) => toast.error(describeError(error)),
            },
          );
        }}
      >
        <EmailField
          className="min-w-0 grow"
          label={t('team.email')}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label={t('team.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as typeof role)}
        >
          {memberRoles.map((option) => (
            <option key={option} value={option}>
              {t(`team.roles.${option}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" pending={invite.isPending}>
          {t('team.add')}
        </Button>
      </form>
    </Card>
  );
}

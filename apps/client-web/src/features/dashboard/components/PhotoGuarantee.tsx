import {
  ClaimOpenInput,
  type ClaimView,
  type ClientOrderImage,
  claimRules,
  type Language,
} from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { describeError, translateMessageKey } from '@photoedit/web-client';
import { useOpenClaim } from '../api/claims';
import { formatDateTime, formatMoney } from '../format';
import { PinNoteDialog } from './PinNoteDialog';

/** What the photo's guarantee allows now: a claim while the 30 days last, or where its claim stands. */
export interface PhotoGuaranteeState {
  claim: ClaimView | null;
  /** The guarantee's last moment (null: the order is not completed yet). */
  claimableUntil: string | null;
}

/**
 * The 30-day guarantee on one photo (issue 34): "Open a guarantee claim" (pins and a note, once per photo) on a
 * delivered photo while the order's 30 days last, or the claim and the decision on it.
 */
export function PhotoGuarantee({
  image,
  guarantee,
  lang,
}: {
  image: ClientOrderImage;
  guarantee: PhotoGuaranteeState;
  lang: Language;
}) {
  const { t } = useTranslation('clientOrders');
  const open = useOpenClaim();
  const { claim, claimableUntil } = guarantee;
  if (claim) return <ClaimState claim={claim} lang={lang} />;
  const claimable =
    claimableUntil !== null &&
    image.edited !== null &&
    image.acceptedAt !== null &&
    new Date(claimableUntil) > new Date();
  if (!claimable) return null;
  return (
    <PinNoteDialog
      image={image}
      idPrefix="claim"
      noteMaxLength={claimRules.noteMaxLength}
      pending={open.isPending}
      texts={{
        title: t('guarantee.title', { number: image.position + 1 }),
        description: t('guarantee.description', { date: formatDateTime(claimableUntil, lang) }),
        trigger: t('guarantee.open'),
        noteLabel: t('guarantee.noteLabel'),
        noteHint: t('guarantee.noteHint'),
        pinsTitle: t('pins.revisionTitle'),
        cancel: t('revision.cancel'),
        submit: t('guarantee.submit'),
      }}
      send={async ({ note, pins }) => {
        const parsed = ClaimOpenInput.safeParse({ orderImageId: image.orderImageId, note, pins });
        if (!parsed.success) return translateMessageKey(parsed.error.issues[0]?.message);
        try {
          await open.mutateAsync(parsed.data);
          return null;
        } catch (failure) {
          return describeError(failure);
        }
      }}
    />
  );
}

function ClaimState({ claim, lang }: { claim: ClaimView; lang: Language }) {
  const { t } = useTranslation('clientOrders');
  const amount = claim.amount ? formatMoney(claim.amount, lang) : '';
  const decision =
    claim.resolution === null
      ? t('guarantee.waiting')
      : claim.resolution === 'redo'
        ? claim.redo?.accepted
          ? t('guarantee.redoAccepted')
          : claim.redo?.delivered
            ? t('guarantee.redoDelivered')
            : t('guarantee.redo', { date: formatDateTime(claim.redo?.dueAt ?? claim.resolvedAt ?? '', lang) })
        : t(`guarantee.${claim.resolution}`, { amount });
  return (
    <div className="w-full text-sm" data-testid="guarantee-claim">
      <p className="font-medium text-ink">
        {t('guarantee.openedOn', { date: formatDateTime(claim.openedAt, lang) })} {decision}
      </p>
      {claim.resolutionNote ? (
        <p className="mt-1 text-ink-muted [overflow-wrap:anywhere]">“{claim.resolutionNote}”</p>
      ) : null}
    </div>
  );
}

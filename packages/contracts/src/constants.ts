// The business constants of SPEC §9, defined once for the API and the apps.

export const maxUploadBytes = 10 * 1024 * 1024;
export const accessCodeLength = 6;
export const revisionsPerImage = 1;
export const tokenRefreshThresholdMs = 5 * 60 * 1000;
export const chunkLoadTimeoutMs = 120_000;
export const toastDefaultDurationMs = 5000;
export const minimumAgeYears = 13;
export const parentalConsentUntilAgeYears = 18;
export const supportHours = { opens: '9 AM', closes: '6 PM' } as const;
export const replyWithinHours = 2;
export const privacyRequestDays = 30;
export const disputeResolutionBusinessDays = 14;
export const deliveryHours = 24;
export const onTimeDeliveryPercent = 99.5;
export const guaranteeDays = 30;
export const viewportMaximumScale = 5;
export const requestTimeoutMs = 0;

export const cookieConsentStorageKey = 'cookie-consent';
export const cookieConsentVersion = 1;
export const languageStorageKey = 'i18nextLng';

/** Per-role browser storage keys: {role}_token, {role}_refresh_token, {role}_user. */
export const sessionStorageKeys = (role: string) =>
  ({
    token: `${role}_token`,
    refreshToken: `${role}_refresh_token`,
    user: `${role}_user`,
  }) as const;

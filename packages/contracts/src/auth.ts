// Identity: the request and response bodies of every auth procedure and REST route, their field rules and
// message keys, and the token lifetimes. The API and the apps validate with the same schemas.
import { z } from 'zod';
import { accessCodeLength } from './constants';
import { Language, Role, UserStatus } from './enums';
import { cleanText, requiredText } from './text';

/** Access token (JWT) lifetime. */
export const accessTokenTtlSeconds = 15 * 60;
/** A refresh token family ends this long after its sign-in, however often it was rotated. */
export const refreshTokenAbsoluteLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** A client's e-mailed access code is valid this long. */
export const accessCodeTtlMs = 10 * 60 * 1000;
/** Wrong guesses allowed against one access code before it is burned. */
export const accessCodeMaxAttempts = 5;
/** A one-click sign-in link is valid this long. */
export const autoLoginTokenTtlMs = 30 * 60 * 1000;
/** The JWT audience and issuer rules: `aud` is the role, `iss` this string. */
export const accessTokenIssuer = 'photoedit';
/** Refresh tokens one logout call may revoke (one per role the browser holds). */
export const maxRefreshTokensPerLogout = 3;

export const registrationRules = {
  nameMaxLength: 100,
  displayNameMinLength: 2,
  displayNameMaxLength: 50,
  emailMaxLength: 254,
  passwordMinLength: 10,
  passwordMaxLength: 128,
} as const;

/**
 * Translation keys (namespace `common` of @photoedit/i18n) of the messages the API answers with, in
 * `error.messageKey` (REST) or `error.data.messageKey` (tRPC), or as the `message` of a field issue.
 */
export const authMessageKeys = {
  /** Wrong e-mail or password, or no such account for the role (one message: no enumeration). */
  invalidCredentials: 'errors.auth.invalidCredentials',
  /** The account is deactivated. */
  accountInactive: 'errors.auth.accountInactive',
  /** Registration with an e-mail that already has an account of that role. */
  emailTaken: 'errors.auth.emailTaken',
  /** Refresh token unknown, spent, revoked or expired: sign in again. */
  sessionExpired: 'errors.auth.sessionExpired',
  /** SPEC §8 'Invalid access code.': wrong, expired, replayed or burned code. */
  invalidAccessCode: 'errors.auth.invalidAccessCode',
  /** SPEC §8 'Failed to send access code.' (the apps show it for any failure of accessCode.request). */
  accessCodeSendFailed: 'errors.auth.accessCodeSendFailed',
  /** The auto-login link is unknown, used or expired. */
  invalidAutoLoginLink: 'errors.auth.invalidAutoLoginLink',
  /** A designer who is not approved yet called a designer-only procedure. */
  awaitingApproval: 'errors.auth.awaitingApproval',
  /** The signed-in role may not call this procedure. */
  wrongRole: 'errors.auth.wrongRole',
  /** Too many attempts; the response carries Retry-After (seconds). */
  rateLimited: 'errors.RATE_LIMITED',
} as const;

/** Field-rule message keys (the `message` of each BAD_INPUT issue). */
export const validationMessageKeys = {
  /** SPEC §5 'Please enter your email address.' */
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  emailTooLong: 'validation.emailTooLong',
  passwordRequired: 'validation.passwordRequired',
  passwordTooShort: 'validation.passwordTooShort',
  passwordTooLong: 'validation.passwordTooLong',
  firstNameRequired: 'validation.firstNameRequired',
  lastNameRequired: 'validation.lastNameRequired',
  nameTooLong: 'validation.nameTooLong',
  displayNameTooShort: 'validation.displayNameTooShort',
  displayNameTooLong: 'validation.displayNameTooLong',
  /** SPEC §5: the access code is 6 digits. */
  accessCodeFormat: 'validation.accessCodeFormat',
  tokenRequired: 'validation.tokenRequired',
  /** admin.users.list: a cursor that was not a `nextCursor`. */
  cursorInvalid: 'validation.cursorInvalid',
} as const;

const v = validationMessageKeys;
const r = registrationRules;

/** Trimmed, required, at most 254 characters, a plausible address; compared case-insensitively by the API. */
export const Email = z
  .string({ error: v.emailRequired })
  .trim()
  .min(1, v.emailRequired)
  .max(r.emailMaxLength, v.emailTooLong)
  .pipe(z.email({ error: v.emailInvalid }));

/** Not trimmed (spaces are allowed in passwords); login only requires it to be non-empty. */
const LoginPassword = z.string({ error: v.passwordRequired }).min(1, v.passwordRequired).max(1024);
export const NewPassword = z
  .string({ error: v.passwordRequired })
  .min(r.passwordMinLength, v.passwordTooShort)
  .max(r.passwordMaxLength, v.passwordTooLong);

const name = (required: string) => requiredText(required, r.nameMaxLength, v.nameTooLong);

/**
 * The shared staff login screen sends the role inferred from its path. Omitted (SPEC §7's bare REST call): the
 * staff account of that e-mail whose password matches, the admin account first.
 */
export const StaffRole = z.enum(['designer', 'admin']);
export type StaffRole = z.infer<typeof StaffRole>;

export const LoginInput = z.object({
  email: Email,
  password: LoginPassword,
  role: StaffRole.optional(),
});
export type LoginInput = z.infer<typeof LoginInput>;

/** Designer registration (the only self-registration; clients are created with their first order). */
export const RegisterInput = z.object({
  firstName: name(v.firstNameRequired),
  lastName: name(v.lastNameRequired),
  displayName: cleanText(
    z
      .string({ error: v.displayNameTooShort })
      .trim()
      .min(r.displayNameMinLength, v.displayNameTooShort)
      .max(r.displayNameMaxLength, v.displayNameTooLong),
  ),
  email: Email,
  password: NewPassword,
  language: Language,
});
export type RegisterInput = z.infer<typeof RegisterInput>;

/** The signed-in user as the apps store it in `{role}_user`. */
export const SessionUser = z.object({
  id: z.uuid(),
  role: Role,
  email: z.string(),
  displayName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  status: UserStatus,
  /** Designers: approved by an admin. Clients and admins: always true. */
  approved: z.boolean(),
  language: Language,
  /** The joined date (ISO 8601). */
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** SPEC §3/§7: the login and register response (also access-code verify and auto-login). */
export const AuthResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: SessionUser,
});
export type AuthResponse = z.infer<typeof AuthResponse>;

const Token = z.string({ error: v.tokenRequired }).min(1, v.tokenRequired).max(512);

export const RefreshInput = z.object({ refresh_token: Token });
export type RefreshInput = z.infer<typeof RefreshInput>;

/** Refresh always rotates: store both. */
export const RefreshResponse = z.object({ access_token: z.string(), refresh_token: z.string() });
export type RefreshResponse = z.infer<typeof RefreshResponse>;

/** Revokes the families of the given refresh tokens (the current role's one, or all three for logout-all). */
export const LogoutInput = z.object({
  refresh_tokens: z.array(Token).min(1).max(maxRefreshTokensPerLogout),
});
export type LogoutInput = z.infer<typeof LogoutInput>;
export const LogoutResponse = z.object({ ok: z.literal(true) });
export type LogoutResponse = z.infer<typeof LogoutResponse>;

export const AccessCodeRequestInput = z.object({ email: Email, language: Language });
export type AccessCodeRequestInput = z.infer<typeof AccessCodeRequestInput>;
/** The same answer whether or not the e-mail belongs to a client. */
export const AccessCodeRequestResponse = z.object({ sent: z.literal(true) });
export type AccessCodeRequestResponse = z.infer<typeof AccessCodeRequestResponse>;

export const AccessCode = z
  .string({ error: v.accessCodeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${accessCodeLength}}$`), v.accessCodeFormat);

export const AccessCodeVerifyInput = z.object({ email: Email, code: AccessCode });
export type AccessCodeVerifyInput = z.infer<typeof AccessCodeVerifyInput>;

export const AutoLoginInput = z.object({ token: Token });
export type AutoLoginInput = z.infer<typeof AutoLoginInput>;

/** Every procedure without input takes nothing; `auth.me` answers the fresh SessionUser. */
export const MeResponse = SessionUser;

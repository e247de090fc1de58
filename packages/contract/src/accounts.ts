import {
  ACCOUNT_MESSAGES,
  DELETION_CONFIRM_WORD,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_TOKEN_MAX_LENGTH,
} from './account-rules';
import { singleLineText } from './text';
import { z } from './zod';

export * from './account-rules';

/**
 * Accounts: sign-up, activation, login, password reset, email change, terms, admin.
 * Request schemas validate on both sides (forms and routes); response schemas describe the
 * wire (snake_case). Messages are the ones a person sees next to the field.
 */

/** Trimmed, lower-cased for comparison; at most 254 characters (RFC 5321). */
export const emailSchema = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.emailTooLong)
  .pipe(z.email(ACCOUNT_MESSAGES.emailInvalid));

/** Length only, no composition rules (NIST); common/breached and same-as-email are server checks too. */
export const newPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

/** A password being checked (login, confirmation): only bounded, never judged. */
export const passwordInputSchema = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .max(1024, ACCOUNT_MESSAGES.passwordTooLong);

const notEmail = <T extends { email: string; password: string }>(v: T) =>
  v.password.trim().toLowerCase() !== v.email.trim().toLowerCase();

export const signupRequestSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    terms_agreed: z.literal(true, { error: ACCOUNT_MESSAGES.termsRequired }),
  })
  .refine(notEmail, { path: ['password'], message: ACCOUNT_MESSAGES.passwordSameAsEmail });
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const signupStep3RequestSchema = z.object({
  display_name: singleLineText({ error: ACCOUNT_MESSAGES.displayNameRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.displayNameRequired)
    .max(DISPLAY_NAME_MAX_LENGTH, ACCOUNT_MESSAGES.displayNameTooLong),
});
export type SignupStep3Request = z.infer<typeof signupStep3RequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordInputSchema,
  /** Where to go after signing in (`?next=` of /login); only a same-origin path is honoured. */
  next: z.string().max(2000).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const resetPasswordSendRequestSchema = z.object({ email: emailSchema });

export const resetPasswordRequestSchema = z.object({
  token: z
    .string()
    .min(1, ACCOUNT_MESSAGES.resetTokenInvalid)
    .max(RESET_TOKEN_MAX_LENGTH, ACCOUNT_MESSAGES.resetTokenInvalid),
  password: newPasswordSchema,
});

export const changeEmailRequestSchema = z.object({
  new_email: emailSchema,
  password: passwordInputSchema,
});

export const changePasswordRequestSchema = z.object({
  current_password: passwordInputSchema,
  new_password: newPasswordSchema,
});

export const deleteAccountRequestSchema = z.object({
  password: passwordInputSchema,
  confirm: z.literal(DELETION_CONFIRM_WORD, { error: ACCOUNT_MESSAGES.deletionConfirmRequired }),
});

export const termsAgreementRequestSchema = z.object({
  agreed: z.boolean(),
});

/** `{ "ok": true }` plus a message to show, for answers that reveal nothing else. */
export const okResponseSchema = z.object({ ok: z.literal(true), message: z.string().optional() });

/** Auth info of spec section 3, as the wire carries it. */
export const authInfoSchema = z.object({
  userid: z.number().int(),
  username: z.string(),
  email: z.string(),
  is_hijacked: z.boolean(),
  is_admin: z.boolean(),
  /** User building state (spec 4): 1 ready, 0 building. */
  building_status: z.number().int(),
  sns_relation_list: z.array(z.string()),
  is_show_accounts_setup_page: z.boolean(),
  is_need_terms_agreement: z.boolean(),
  /** HMAC of the email, for clients that must not send the address itself. */
  hash: z.string(),
  chat_support_user_id: z.string(),
  chat_support_user_hash: z.string(),
  /**
   * A recruiter account's company and role (issue 10); null for engineers. The shell sends
   * a recruiter to the console (/company), whose layout engineers never download.
   */
  company: z.object({ id: z.number().int(), role: z.enum(['admin', 'recruiter']) }).nullable(),
});
export const authInfoResponseSchema = z.object({ auth_info: authInfoSchema });
export type AuthInfoWire = z.infer<typeof authInfoSchema>;

/** After login: where the client goes next (validated same-origin path). */
export const loginResponseSchema = z.object({
  login_status: z.object({ logged_in: z.literal(true) }),
  redirect_to: z.string(),
});

/** After sign-out: the status the client should now hold. */
export const logoutResponseSchema = z.object({
  login_status: z.object({ logged_in: z.literal(false) }),
});

/** After answering the terms modal: declining signs the user out. */
export const termsAgreementResponseSchema = z.object({
  is_need_terms_agreement: z.boolean(),
  login_status: z.object({ logged_in: z.boolean() }),
});

export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  display_name: z.string().nullable(),
  is_active: z.boolean(),
  is_admin: z.boolean(),
  created_at: z.number().int(),
  last_login_at: z.number().int().nullable(),
});
export const adminUserListResponseSchema = z.object({
  users: z.array(adminUserSchema),
  paging: z.object({
    total_count: z.number().int(),
    page: z.number().int(),
    max_page: z.number().int(),
  }),
});
export const adminUserSearchQuerySchema = z.object({
  email: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminUserResponseSchema = z.object({ user: adminUserSchema });

/** Start or stop of an admin's impersonation: where the client goes next. */
export const impersonationResponseSchema = z.object({
  is_hijacked: z.boolean(),
  redirect_to: z.string(),
});

/** Development mailbox (never in production): what browser tests read mails through. */
export const devMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Every http(s) URL of the text body, in order. */
  links: z.array(z.string()),
  /** pending: not delivered yet; sent: handed to SMTP; kept: no SMTP configured. */
  status: z.enum(['pending', 'sending', 'sent', 'kept']),
  created_at: z.number().int(),
});
export const devMailboxQuerySchema = z.object({
  to: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const devMailboxResponseSchema = z.object({ mails: z.array(devMailSchema) });
export type DevMail = z.infer<typeof devMailSchema>;

import {
  DISPLAY_NAME_MAX_LENGTH,
  RESET_TOKEN_MAX_LENGTH,
  sameOriginPath,
} from '@kiseki/contract/account-rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/errors';
import { useSession } from '../../../shared/api/session';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { ja } from '../../../shared/i18n/ja';
import { formatDateTime } from '../../../shared/lib/date';
import { AppLink } from '../../../shared/ui/AppLink';
// The blue layout's card frame, shared with login and sign-up on purpose: the invitee meets
// the same kind of page they will sign in on later.
import { AuthPage } from '../../../shared/ui/auth/AuthPage';
import buttons from '../../../shared/ui/button.module.css';
import { CheckboxField } from '../../../shared/ui/form/CheckboxField';
import formStyles from '../../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { applyServerErrors } from '../../../shared/ui/form/server-errors';
import { PasswordField, TextField } from '../../../shared/ui/form/TextField';
import { useContractForm } from '../../../shared/ui/form/use-contract-form';
import { CompanyMark } from '../../../shared/ui/jobs/CompanyMark';
import { notify } from '../../../shared/ui/notifications/store';
import { StatusMessage } from '../../../shared/ui/StatusMessage/StatusMessage';
import { ROLE_LABELS } from '../members/roles';
import { type InvitationPreview, invitationPreviewQuery, useAcceptInvitation } from './api';
import styles from './InvitationAcceptPage.module.css';
import { invitationJa as t } from './messages';

const FIELDS = ['display_name', 'password', 'terms_agreed'] as const;

const loadSchema = () =>
  import('@kiseki/contract/company-console').then((m) => m.companyInvitationAcceptRequestSchema);

/** The preview's word that the link is unknown, used or expired (else a failure to retry). */
function linkProblem(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.status === 404) return error.message;
  if (error.status === 400) return error.fields.token?.[0] ?? t.invitationInvalid;
  return undefined;
}

function InvalidLink({ message }: { message: string }) {
  usePageTitle(t.invalidTitle);
  return (
    <StatusMessage
      title={t.invalidTitle}
      tone="warning"
      actions={
        <Link to="/" className={buttons.secondary}>
          {t.toHome}
        </Link>
      }
    >
      <p>{message}</p>
    </StatusMessage>
  );
}

/**
 * The address cannot become this company's recruiter (it is an engineer's, or a recruiter's
 * already). Someone signed in is offered the way out of their session; someone whose address
 * is a recruiter's, the way to sign in with it.
 */
function Refused({ message, signedIn }: { message: string; signedIn: boolean }) {
  usePageTitle(t.refusedTitle);
  let action = null;
  if (signedIn) {
    action = (
      <AppLink to="/logout" className={buttons.secondary}>
        {t.logout}
      </AppLink>
    );
  } else if (message === t.emailIsRecruiter) {
    action = (
      <Link to="/login?next=%2Fcompany" className={buttons.primary}>
        {t.toLogin}
      </Link>
    );
  }
  return (
    <StatusMessage title={t.refusedTitle} tone="warning" actions={action}>
      <p>{message}</p>
    </StatusMessage>
  );
}

function PolicyLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden">{ja.form.opensInNewTab}</span>
    </a>
  );
}

function InvitationSummary({ invitation }: { invitation: InvitationPreview }) {
  return (
    <div className={styles.summary}>
      <div className={styles.company}>
        <CompanyMark
          name={invitation.company.name}
          logoUrl={invitation.company.logoUrl}
          logoColor={invitation.company.logoColor}
        />
        <p className={styles.companyName}>{invitation.company.name}</p>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t.summary.email}</dt>
          <dd>{invitation.email}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.summary.role}</dt>
          <dd>{ROLE_LABELS[invitation.role]}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.summary.expires}</dt>
          <dd>{formatDateTime(invitation.expiresAt)}</dd>
        </div>
      </dl>
    </div>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const navigate = useNavigate();
  const session = useSession();
  const accept = useAcceptInvitation();
  const [formError, setFormError] = useState<string>();
  const [invalid, setInvalid] = useState<string>();
  const [refused, setRefused] = useState<string>();
  // Whoever this browser is signed in as now; accepting ends that session.
  const signedInAs =
    session.status === 'loggedIn' ? session.authInfo?.username || session.authInfo?.email : null;
  const {
    register,
    handleSubmit,
    setError,
    warmUp,
    formState: { errors },
  } = useContractForm(loadSchema, {
    defaultValues: { token, display_name: '', password: '' },
  });

  if (invalid) return <InvalidLink message={invalid} />;
  if (refused) return <Refused message={refused} signedIn={Boolean(signedInAs)} />;

  // A new attempt clears the last server message, whether or not the fields pass.
  const onSubmit = handleSubmit(
    (values) => {
      setFormError(undefined);
      accept.mutate(values, {
        onSuccess: (reply) => {
          navigate(sameOriginPath(reply.redirectTo, '/company'), { replace: true });
          notify(reply.message);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            setRefused(error.message);
            return;
          }
          const tokenMessage =
            isApiError(error) && error.status === 400 ? error.fields.token?.[0] : undefined;
          if (tokenMessage) setInvalid(tokenMessage);
          else setFormError(applyServerErrors(error, setError, FIELDS));
        },
      });
    },
    () => setFormError(undefined),
  );

  return (
    <AuthPage title={t.title} lead={t.lead(invitation.company.name)}>
      <InvitationSummary invitation={invitation} />
      {signedInAs ? <FormAlert tone="warning">{t.signedInAs(signedInAs)}</FormAlert> : null}
      <form className={formStyles.form} noValidate onFocus={warmUp} onSubmit={onSubmit}>
        {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}
        {/* Read-only, and named username, so password managers file the new password under it. */}
        <TextField
          label={t.fields.email}
          type="email"
          autoComplete="username"
          readOnly
          value={invitation.email}
          hint={t.fields.emailHint}
        />
        <TextField
          label={t.fields.displayName}
          autoComplete="name"
          markRequired
          maxLength={DISPLAY_NAME_MAX_LENGTH * 2}
          hint={t.fields.displayNameHint}
          error={errors.display_name?.message}
          {...register('display_name')}
        />
        <PasswordField
          label={t.fields.password}
          autoComplete="new-password"
          markRequired
          hint={t.fields.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <CheckboxField error={errors.terms_agreed?.message} {...register('terms_agreed')}>
          <PolicyLink to="/policies/terms">{t.termsLink}</PolicyLink>
          {t.and}
          <PolicyLink to="/policies/privacy">{t.privacyLink}</PolicyLink>
          {t.agreeAfter}
        </CheckboxField>
        <div className={formStyles.actions}>
          <button
            type="submit"
            className={`${buttons.primary} ${buttons.block}`}
            disabled={accept.isPending || accept.isSuccess}
            aria-busy={accept.isPending || undefined}
          >
            {accept.isPending ? t.submitting : t.submit}
          </button>
        </div>
      </form>
    </AuthPage>
  );
}

function Loading() {
  return (
    <AuthPage title={t.title}>
      <p className={styles.loading} aria-busy="true">
        {t.loading}
      </p>
    </AuthPage>
  );
}

function PreviewFailed({ onRetry }: { onRetry(): void }) {
  return (
    <AuthPage title={t.title}>
      <FormAlert>
        {t.loadFailed}{' '}
        <button type="button" className={`${buttons.secondary} ${buttons.small}`} onClick={onRetry}>
          {t.retry}
        </button>
      </FormAlert>
    </AuthPage>
  );
}

function InvitationForToken({ token }: { token: string }) {
  const preview = useQuery(invitationPreviewQuery(token));
  if (preview.data) return <AcceptForm token={token} invitation={preview.data} />;
  if (preview.isError) {
    const problem = linkProblem(preview.error);
    if (problem) return <InvalidLink message={problem} />;
    return <PreviewFailed onRetry={() => void preview.refetch()} />;
  }
  return <Loading />;
}

/**
 * /company/invitation?token=…: the link of an invitation mail (decision 016). Shows which
 * company invites which address, then makes the recruiter account with a name and password
 * and enters the console signed in. A missing, unknown, used or expired link says so.
 */
export function InvitationAcceptPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  if (token.length === 0 || token.length > RESET_TOKEN_MAX_LENGTH) {
    return <InvalidLink message={t.invitationInvalid} />;
  }
  // Keyed: another link opened in the same tab starts over.
  return <InvitationForToken key={token} token={token} />;
}

export { InvitationAcceptPage as Component };

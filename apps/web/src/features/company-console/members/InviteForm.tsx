import { EMAIL_MAX_LENGTH } from '@kiseki/contract/account-rules';
import { useId, useState } from 'react';
import buttons from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { applyServerErrors } from '../../../shared/ui/form/server-errors';
import { TextField } from '../../../shared/ui/form/TextField';
import { useContractForm } from '../../../shared/ui/form/use-contract-form';
import { useInviteRecruiter } from './api';
import styles from './MembersPage.module.css';
import { membersJa } from './messages';
import { COMPANY_ROLE_KEYS, ROLE_DESCRIPTIONS, ROLE_LABELS } from './roles';

const t = membersJa.invite;
const FIELDS = ['email', 'role'] as const;

const loadSchema = () =>
  import('@kiseki/contract/company-console').then((m) => m.companyInvitationRequestSchema);

/**
 * An address and a role; the server mails the link. A refusal (already on the team, too many
 * pending, the mail limit) is said next to the address or above the form, and what was typed
 * stays, so the admin can correct it.
 */
export function InviteForm() {
  const headingId = useId();
  const roleId = useId();
  const invite = useInviteRecruiter();
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    warmUp,
    formState: { errors },
  } = useContractForm(loadSchema, { defaultValues: { email: '', role: 'recruiter' } });
  const roleError = errors.role?.message;

  // A new attempt clears the last outcome, whether or not the fields pass.
  const onSubmit = handleSubmit(
    (values) => {
      setFormError(undefined);
      setSentTo(undefined);
      invite.mutate(values, {
        onSuccess: ({ invitation }) => {
          setSentTo(invitation.email);
          reset({ email: '', role: values.role });
        },
        onError: (error) => setFormError(applyServerErrors(error, setError, FIELDS)),
      });
    },
    () => {
      setFormError(undefined);
      setSentTo(undefined);
    },
  );

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t.title}
      </h2>
      <p className={styles.lead}>{t.lead}</p>
      <form
        className={`${formStyles.form} ${styles.inviteForm}`}
        noValidate
        onFocus={warmUp}
        onSubmit={onSubmit}
      >
        {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}
        {sentTo ? <FormAlert tone="success">{t.sent(sentTo)}</FormAlert> : null}
        <TextField
          label={t.email}
          type="email"
          autoComplete="off"
          inputMode="email"
          markRequired
          maxLength={EMAIL_MAX_LENGTH}
          hint={t.emailHint}
          error={errors.email?.message}
          {...register('email')}
        />
        <fieldset
          className={styles.roles}
          aria-describedby={roleError ? `${roleId}-error` : undefined}
        >
          <legend className={formStyles.label}>{t.role}</legend>
          {COMPANY_ROLE_KEYS.map((role) => (
            <label key={role} className={styles.roleOption}>
              <input
                type="radio"
                value={role}
                className={formStyles.checkbox}
                aria-describedby={`${roleId}-${role}`}
                aria-invalid={roleError ? true : undefined}
                {...register('role')}
              />
              <span className={styles.roleText}>
                <span className={styles.roleName}>{ROLE_LABELS[role]}</span>
                <span id={`${roleId}-${role}`} className={styles.roleDescription}>
                  {ROLE_DESCRIPTIONS[role]}
                </span>
              </span>
            </label>
          ))}
          {roleError ? (
            <p id={`${roleId}-error`} className={formStyles.error}>
              {roleError}
            </p>
          ) : null}
        </fieldset>
        <div className={styles.submitRow}>
          <button
            type="submit"
            className={buttons.primary}
            disabled={invite.isPending}
            aria-busy={invite.isPending || undefined}
          >
            {invite.isPending ? t.submitting : t.submit}
          </button>
        </div>
      </form>
    </section>
  );
}

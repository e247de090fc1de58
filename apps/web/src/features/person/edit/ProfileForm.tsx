import {
  PERSON_BIO_MAX_LENGTH,
  PERSON_LINK_LABEL_MAX_LENGTH,
  PERSON_LINK_URL_MAX_LENGTH,
  PERSON_LINKS_MAX,
  PERSON_NAME_MAX_LENGTH,
} from '@kiseki/contract/portfolio-rules';
import { useId, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { type PersonInfo, useUpdatePerson } from '../../../shared/api/person';
import buttons from '../../../shared/ui/button.module.css';
import { TextAreaField } from '../../../shared/ui/career/TextAreaField';
import formStyles from '../../../shared/ui/form/Form.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { applyServerErrors } from '../../../shared/ui/form/server-errors';
import { TextField } from '../../../shared/ui/form/TextField';
import { useContractForm } from '../../../shared/ui/form/use-contract-form';
import { notify } from '../../../shared/ui/notifications/store';
import { personJa } from '../messages';
import styles from './PersonEditPage.module.css';

const t = personJa.edit;

// The schema (and zod) load when the form is first used, never with the screen's chunk.
const loadSchema = () => import('./form-schemas').then((m) => m.profileFormSchema);

export const profileDefaults = (info: PersonInfo) => ({
  name: info.name,
  bio: info.bio,
  links: info.links.map((link) => ({ label: link.label, url: link.url })),
});

/**
 * 基本情報: name, bio and up to five links (label + URL), validated with the contract's
 * personUpdateRequestSchema. A refused save keeps everything typed and puts the server's
 * messages next to their fields.
 */
export function ProfileForm({ info }: { info: PersonInfo }) {
  const headingId = useId();
  const update = useUpdatePerson();
  const [formError, setFormError] = useState<string>();
  const form = useContractForm(loadSchema, { defaultValues: profileDefaults(info) });
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    reset,
    setFocus,
    formState: { errors, isDirty },
  } = form;
  const links = useFieldArray({ control, name: 'links' });
  const bioLength = (watch('bio') ?? '').length;

  const onSubmit = handleSubmit((values) => {
    setFormError(undefined);
    update.mutate(values, {
      onSuccess: (person) => {
        notify(t.saved);
        reset(profileDefaults(person.personInfo));
      },
      onError: (error) => {
        const fieldNames = [
          'name',
          'bio',
          'links',
          ...values.links.flatMap((_, i) => [`links.${i}.label`, `links.${i}.url`] as const),
        ] as const;
        // biome-ignore lint/suspicious/noExplicitAny: field paths are built from the rows
        setFormError(applyServerErrors(error, setError, fieldNames as any));
      },
    });
  });

  const removeLink = (index: number) => {
    links.remove(index);
    // Focus stays in the list: on the row that moved up, else on the add button.
    requestAnimationFrame(() => {
      if (index < links.fields.length - 1) setFocus(`links.${index}.label`);
      else document.getElementById(`${headingId}-add`)?.focus();
    });
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          {t.basics}
        </h2>
        <p className={styles.muted}>{t.basicsLead}</p>
      </div>
      <form
        className={formStyles.form}
        noValidate
        aria-labelledby={headingId}
        onFocus={form.warmUp}
        onSubmit={onSubmit}
      >
        {formError ? <FormAlert focusOnShow>{formError}</FormAlert> : null}
        <TextField
          label={t.name}
          markRequired
          hint={t.nameHint}
          maxLength={PERSON_NAME_MAX_LENGTH}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextAreaField
          label={t.bio}
          hint={t.bioHint(bioLength)}
          rows={6}
          maxLength={PERSON_BIO_MAX_LENGTH}
          error={errors.bio?.message}
          {...register('bio')}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t.links}</legend>
          <p className={formStyles.hint}>{t.linksLead}</p>
          {errors.links?.message || errors.links?.root?.message ? (
            <p className={formStyles.error}>
              {errors.links?.message ?? errors.links?.root?.message}
            </p>
          ) : null}
          {links.fields.length > 0 ? (
            <ol className={styles.linkRows}>
              {links.fields.map((field, index) => (
                <li key={field.id} className={styles.linkRow}>
                  <div className={styles.linkLabel}>
                    <TextField
                      label={t.linkLabel(index + 1)}
                      placeholder={t.linkLabelPlaceholder}
                      maxLength={PERSON_LINK_LABEL_MAX_LENGTH}
                      error={errors.links?.[index]?.label?.message}
                      {...register(`links.${index}.label`)}
                    />
                  </div>
                  <div className={styles.linkUrl}>
                    <TextField
                      label={t.linkUrl(index + 1)}
                      type="url"
                      inputMode="url"
                      placeholder="https://"
                      maxLength={PERSON_LINK_URL_MAX_LENGTH}
                      autoComplete="url"
                      error={errors.links?.[index]?.url?.message}
                      {...register(`links.${index}.url`)}
                    />
                  </div>
                  <button
                    type="button"
                    className={`${buttons.secondary} ${buttons.small} ${styles.rowButton}`}
                    aria-label={t.removeLink(index + 1)}
                    onClick={() => removeLink(index)}
                  >
                    {t.remove}
                  </button>
                </li>
              ))}
            </ol>
          ) : null}
          {links.fields.length < PERSON_LINKS_MAX ? (
            <div>
              <button
                id={`${headingId}-add`}
                type="button"
                className={`${buttons.secondary} ${buttons.small}`}
                onClick={() => links.append({ label: '', url: '' })}
              >
                <span aria-hidden="true">＋</span>
                {t.addLink}
              </button>
            </div>
          ) : (
            <p id={`${headingId}-add`} className={formStyles.hint} tabIndex={-1}>
              {t.linksFull}
            </p>
          )}
        </fieldset>
        <div className={styles.formActions}>
          {isDirty ? <span className={styles.unsaved}>{personJa.tagsEdit.unsaved}</span> : null}
          <button type="submit" className={buttons.primary} disabled={update.isPending}>
            {update.isPending ? t.saving : t.save}
          </button>
        </div>
      </form>
    </section>
  );
}

import { ADDRESS_MAX_LENGTH, CAREER_MESSAGES } from '@kiseki/contract/career-rules';
import { PREFECTURES } from '@kiseki/contract/master/prefectures';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  OWN_SERVER_ERRORS,
  type Profile,
  profileQuery,
  useUpdateProfile,
} from '../../../shared/api/career';
import formStyles from '../../../shared/ui/form/Form.module.css';
import { TextField } from '../../../shared/ui/form/TextField';
import { useContractForm } from '../../../shared/ui/form/use-contract-form';
import { FlowActions, FlowLoading, PrimaryAction } from '../FlowFrame';
import { flowJa, setupJa } from '../messages';
import { SetupWizardLayout } from '../SetupWizardLayout';
import type { SetupFlow } from '../use-setup-flow';
import styles from './steps.module.css';

const t = setupJa.address;

/** address: prefecture and the rest of the address, or 「入力しない」 (reject_address_input). */
export function AddressStep({ flow }: { flow: SetupFlow }) {
  const profile = useQuery(profileQuery);
  if (profile.isPending) {
    return (
      <SetupWizardLayout flow={flow} lead={t.lead}>
        <FlowLoading />
      </SetupWizardLayout>
    );
  }
  return <AddressForm flow={flow} profile={profile.data ?? null} />;
}

const prefectureValue = (raw: unknown): number | null =>
  raw === '' || raw === null || raw === undefined ? null : Number(raw);

function AddressForm({ flow, profile }: { flow: SetupFlow; profile: Profile | null }) {
  const formId = useId();
  const selectId = useId();
  // saveAndAdvance says a failed save (flowJa.stepSaveFailed), server errors included.
  const update = useUpdateProfile(OWN_SERVER_ERRORS);
  const {
    register,
    handleSubmit,
    setError,
    warmUp,
    formState: { errors },
  } = useContractForm(
    () =>
      import('@kiseki/contract/career').then((m) =>
        m.profileUpdateRequestSchema.pick({ prefecture: true, address: true }),
      ),
    {
      defaultValues: {
        prefecture: profile?.prefecture ?? null,
        address: profile?.address ?? '',
      },
      disabled: flow.busy,
    },
  );
  const prefectureError = errors.prefecture?.message;

  const onSubmit = handleSubmit((values) => {
    if (values.prefecture === null || values.prefecture === undefined) {
      setError('prefecture', { message: CAREER_MESSAGES.prefectureInvalid });
      return;
    }
    const address = values.address?.trim() ? values.address.trim() : null;
    void flow.saveAndAdvance(() =>
      update.mutateAsync({
        prefecture: values.prefecture ?? null,
        address,
        reject_address_input: false,
      }),
    );
  });

  return (
    <SetupWizardLayout
      flow={flow}
      lead={t.lead}
      actions={
        <FlowActions
          back={flow.backPath}
          busy={flow.busy}
          skipLabel={t.reject}
          onSkip={() =>
            void flow.saveAndAdvance(() => update.mutateAsync({ reject_address_input: true }))
          }
        >
          <PrimaryAction label={flowJa.saveAndNext} busy={flow.busy} form={formId} />
        </FlowActions>
      }
    >
      <form id={formId} className={formStyles.form} noValidate onFocus={warmUp} onSubmit={onSubmit}>
        <div className={formStyles.field}>
          <label htmlFor={selectId} className={formStyles.label}>
            {t.prefecture}
          </label>
          <select
            id={selectId}
            className={styles.select}
            aria-invalid={prefectureError ? true : undefined}
            aria-describedby={prefectureError ? `${selectId}-error` : undefined}
            {...register('prefecture', { setValueAs: prefectureValue })}
          >
            <option value="">{t.prefecturePlaceholder}</option>
            {PREFECTURES.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
          {prefectureError ? (
            <p id={`${selectId}-error`} className={formStyles.error}>
              {prefectureError}
            </p>
          ) : null}
        </div>
        <TextField
          label={t.address}
          hint={t.addressHint}
          autoComplete="address-level2"
          maxLength={ADDRESS_MAX_LENGTH}
          error={errors.address?.message}
          {...register('address')}
        />
      </form>
    </SetupWizardLayout>
  );
}

export { AddressStep as default };

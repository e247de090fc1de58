import { CAREER_UPDATE_REQUEST_MESSAGE_MAX_LENGTH } from '@kiseki/contract/career-rules';
import { useState } from 'react';
import { TextAreaField } from '../../../shared/ui/career/TextAreaField';
import { applyServerErrors, isServerOrNetworkFailure } from '../../../shared/ui/form/server-errors';
import { useContractForm } from '../../../shared/ui/form/use-contract-form';
import { useRequestCareerUpdate } from './api';
import { FormDialog } from './FormDialog';
import { candidatesJa } from './messages';

const t = candidatesJa.career;

const loadSchema = () => import('./form-schemas').then((m) => m.careerUpdateRequestBodySchema);

/**
 * 経歴の更新をリクエスト: a message asking the person to bring their career up to date,
 * validated with the contract's careerUpdateRequestBodySchema. While an earlier request is
 * unanswered the server refuses (409) and the dialog says so, keeping the text; a sent
 * request closes the dialog and `onSent` tells the page.
 */
export function CareerRequestDialog({ userId, onSent }: { userId: number; onSent(): void }) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string>();
  const request = useRequestCareerUpdate(userId);
  const form = useContractForm(loadSchema, {
    defaultValues: { message: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;

  const onOpenChange = (next: boolean) => {
    if (request.isPending) return;
    setOpen(next);
    if (!next) setFormError(undefined);
  };

  const onSubmit = handleSubmit((values) => {
    setFormError(undefined);
    request.mutate(values, {
      onSuccess: () => {
        reset({ message: '' });
        setOpen(false);
        onSent();
      },
      onError: (failure) => {
        setFormError(
          applyServerErrors(failure, setError, ['message']) ??
            (isServerOrNetworkFailure(failure) ? t.failed : undefined),
        );
      },
    });
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={t.open}
      title={t.title}
      description={t.description}
      formError={formError}
      onSubmit={onSubmit}
      onFormFocus={form.warmUp}
      pending={request.isPending}
      text={t}
    >
      <TextAreaField
        label={t.message}
        rows={6}
        maxLength={CAREER_UPDATE_REQUEST_MESSAGE_MAX_LENGTH}
        placeholder={t.placeholder}
        hint={t.messageHint}
        error={errors.message?.message}
        {...register('message')}
      />
    </FormDialog>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/errors';
import { TextAreaField } from '../../../shared/ui/career/TextAreaField';
import { applyServerErrors, isServerOrNetworkFailure } from '../../../shared/ui/form/server-errors';
import { useContractForm } from '../../../shared/ui/form/use-contract-form';
import { useRefreshCandidate, useStartThread } from './api';
import { FormDialog } from './FormDialog';
import { THREAD_MESSAGE_MAX_LENGTH } from './labels';
import { candidatesJa } from './messages';

const t = candidatesJa.message;

const loadSchema = () => import('./form-schemas').then((m) => m.threadStartRequestSchema);

/**
 * メッセージを送る: the first message of a thread with a person who answered the company's
 * interest 興味がある or 話を聞きたい, validated with the contract's threadStartRequestSchema.
 * A refusal is said in the dialog with the text kept; a sent message opens its thread.
 */
export function StartThreadDialog({
  userId,
  displayName,
}: {
  userId: number;
  displayName: string;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [refused, setRefused] = useState(false);
  const refresh = useRefreshCandidate(userId);
  const start = useStartThread(userId);
  const form = useContractForm(loadSchema, {
    defaultValues: { user_id: userId, body: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = form;
  const length = (watch('body') ?? '').length;

  const onOpenChange = (next: boolean) => {
    if (start.isPending) return;
    setOpen(next);
    if (next) return;
    setFormError(undefined);
    if (refused) {
      setRefused(false);
      refresh();
    }
  };

  const onSubmit = handleSubmit((values) => {
    setFormError(undefined);
    start.mutate(values, {
      onSuccess: ({ threadId }) => navigate(`/company/threads/${threadId}`),
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 409) setRefused(true);
        setFormError(
          applyServerErrors(failure, setError, ['body']) ??
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
      primaryTrigger
      title={t.title(displayName)}
      description={t.description}
      wide
      formError={formError}
      onSubmit={onSubmit}
      onFormFocus={form.warmUp}
      pending={start.isPending}
      text={t}
    >
      <TextAreaField
        label={t.body}
        rows={8}
        maxLength={THREAD_MESSAGE_MAX_LENGTH}
        hint={candidatesJa.scout.bodyCount(length)}
        error={errors.body?.message}
        {...register('body')}
      />
    </FormDialog>
  );
}

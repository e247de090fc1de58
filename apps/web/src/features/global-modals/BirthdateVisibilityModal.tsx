import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { OWN_SERVER_ERRORS, profileQuery, useUpdateProfile } from '../../shared/api/career';
import { AppLink } from '../../shared/ui/AppLink';
import buttons from '../../shared/ui/button.module.css';
import dialog from '../../shared/ui/dialog/Dialog.module.css';
import { notify } from '../../shared/ui/notifications/store';
import { Choices } from './Choices';
import styles from './GlobalModal.module.css';
import { ModalFrame } from './ModalFrame';
import { globalModalsJa } from './messages';

const t = globalModalsJa.birthdate;
type Visibility = 'PUBLIC' | 'PRIVATE';

/** "1990-04-01" → "1990/04/01" (spec section 9: dates as YYYY/MM/DD). */
export const formatBirthdate = (birthdate: string): string => birthdate.replaceAll('-', '/');

/**
 * Global modal 3 of spec section 4: whether the birthdate is shown to companies. It asks
 * once: opening it records the opening on the server, so it does not come back whether the
 * person saves or closes it. PUBLIC is chosen to begin with.
 */
export function BirthdateVisibilityModal({ onClose }: { onClose(): void }) {
  const profile = useQuery(profileQuery);
  const { mutate: recordOpening } = useUpdateProfile();
  // A failed save says t.failed (spec section 8), server errors included.
  const save = useUpdateProfile(OWN_SERVER_ERRORS);
  const [visibility, setVisibility] = useState<Visibility>('PUBLIC');
  const recorded = useRef(false);
  const openedAt = profile.data?.birthdateVisibilityDialogOpenedAt;

  useEffect(() => {
    if (recorded.current || openedAt !== null) return;
    recorded.current = true;
    recordOpening({ birthdate_visibility_dialog_opened: true });
  }, [openedAt, recordOpening]);

  const birthdate = profile.data?.birthdate;
  if (!birthdate) return null;
  const busy = save.isPending || save.isSuccess;

  return (
    <ModalFrame
      title={t.title}
      description={t.lead}
      onDismiss={onClose}
      busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { is_birthdate_public: visibility === 'PUBLIC' },
          {
            onSuccess: () => {
              notify(globalModalsJa.saved);
              onClose();
            },
            onError: () => notify(t.failed, 'error'),
          },
        );
      }}
      footer={
        <div className={dialog.actions}>
          <button type="submit" className={buttons.primary} disabled={busy}>
            {save.isPending ? globalModalsJa.saving : t.save}
          </button>
        </div>
      }
    >
      <div className={styles.fact}>
        <span className={styles.factLabel}>{t.birthdateLabel}</span>
        <span className={styles.factValue}>{formatBirthdate(birthdate)}</span>
      </div>
      <Choices<Visibility>
        name="birthdate-visibility"
        legend={t.legend}
        value={visibility}
        onChange={setVisibility}
        disabled={busy}
        options={[
          { value: 'PUBLIC', ...t.public },
          { value: 'PRIVATE', ...t.private },
        ]}
      />
      <p className={styles.note}>
        {t.changeLater}
        <AppLink to="/config/visibility" onClick={onClose}>
          {t.changeLaterLink}
        </AppLink>
        {t.changeLaterTail}
      </p>
    </ModalFrame>
  );
}

export default BirthdateVisibilityModal;

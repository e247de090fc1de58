import { sameOriginPath } from '@kiseki/contract/account-rules';
import type { impersonationResponseSchema } from '@kiseki/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/client';
import type { Reply } from '../../shared/api/reply';
import { browserLocation } from '../../shared/lib/browser-location';
import styles from './ImpersonationBanner.module.css';
import { adminJa } from './messages';

const t = adminJa.banner;

/**
 * Shown at the top of every page while an admin is signed in as someone else (isHijacked;
 * the root layout decides), with the way back. Ending it reloads the app as the admin, on
 * the user list.
 */
export function ImpersonationBanner({ name }: { name: string }) {
  const stop = useMutation({
    mutationFn: () =>
      apiFetch<Reply<typeof impersonationResponseSchema>>('/api/admin/impersonation/stop', {
        method: 'POST',
      }),
    onSuccess: ({ redirectTo }) =>
      browserLocation.assign(sameOriginPath(redirectTo, '/admin/users')),
  });
  return (
    <section className={styles.banner} aria-label={t.label}>
      <div className={styles.inner}>
        <p>
          <span className={styles.label}>{t.prefix}</span> {t.text(name)}
        </p>
        <button
          type="button"
          className={styles.stop}
          disabled={stop.isPending || stop.isSuccess}
          onClick={() => stop.mutate()}
        >
          {t.stop}
        </button>
      </div>
    </section>
  );
}

export default ImpersonationBanner;

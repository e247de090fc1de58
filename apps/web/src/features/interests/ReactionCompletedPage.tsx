import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import buttons from '../../shared/ui/button.module.css';
import { StatusMessage } from '../../shared/ui/StatusMessage/StatusMessage';
import {
  INTEREST_REACTION_LABELS,
  parseReactionLevel,
  parseReactionResult,
  REACTION_COMPLETED_MESSAGES,
} from './labels';
import { interestsJa } from './messages';

const t = interestsJa.completed;

/** A company name from the query is shown as text only, and no longer than a name can be. */
const COMPANY_NAME_MAX = 100;

/**
 * /reaction_completed: where the interest mail's one-click answer lands, after the server
 * has judged the signed link (/follower_company_reaction). `?result=` says what happened;
 * on success `company` and `reaction_level` say to whom and what. Loads nothing: the person
 * may not be signed in on the device that opened the mail.
 */
export function ReactionCompletedPage() {
  const [params] = useSearchParams();
  const result = parseReactionResult(params.get('result'));
  const ok = result === 'ok';
  const level = parseReactionLevel(params.get('reaction_level'));
  const company = params.get('company')?.trim().slice(0, COMPANY_NAME_MAX);
  const title = ok ? t.titleOk : t.titleFailed;
  usePageTitle(title);

  return (
    <StatusMessage
      title={title}
      tone={ok ? 'success' : 'warning'}
      icon={ok ? 'check' : 'alert'}
      actions={
        <Link to="/interest-notifications" className={buttons.primary}>
          {t.toList}
        </Link>
      }
    >
      <p>
        <strong>{REACTION_COMPLETED_MESSAGES[result]}</strong>
      </p>
      {ok && company && level !== undefined ? (
        <p>{t.detail(company, INTEREST_REACTION_LABELS[level])}</p>
      ) : null}
      {ok ? <p>{t.changeLater}</p> : null}
    </StatusMessage>
  );
}

export { ReactionCompletedPage as Component };

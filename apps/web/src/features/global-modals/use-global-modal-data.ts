import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import {
  conjectureDialogQuery,
  conjecturesQuery,
  jobSettingQuery,
  profileQuery,
  setupStatusQuery,
} from '../../shared/api/career';
import { globalSettingsQuery } from '../../shared/api/session';
import { readStorage } from '../../shared/lib/storage';
import {
  type GlobalModalData,
  HIRABILITY_CLOSED_AT_KEY,
  hirabilityReminderDue,
  parseClosedAt,
} from './eligibility';

/**
 * The checks run in the background of every page: a failure only means no modal, so they
 * raise no notice of their own (a lost session still leads to the login page).
 */
const QUIET = { handlesErrors: true, handlesServerErrors: true } as const;

const known = <T>(query: UseQueryResult<T>, asked: boolean): T | undefined | null => {
  if (!asked || query.isError) return null;
  return query.data;
};

/**
 * What the global modals 2-4 decide on, fetched only when `enabled` (a signed-in person,
 * not an impersonating admin). Requests are only made when they can matter: the job setting
 * only with the reminder's flag on, the setup status only when the reminder is due, the
 * inferred positions only while their dialog was never closed.
 */
export function useGlobalModalData(enabled: boolean): GlobalModalData {
  const settings = useQuery({ ...globalSettingsQuery, enabled });
  const flag = known(settings, enabled);
  const hirabilityFlag =
    flag === null || flag === undefined ? flag : flag.featureHirabilityChangeModal;

  const askJobSetting = enabled && hirabilityFlag === true;
  const jobSetting = useQuery({ ...jobSettingQuery, enabled: askJobSetting, meta: QUIET });
  const profile = useQuery({ ...profileQuery, enabled, meta: QUIET });
  const dialog = useQuery({ ...conjectureDialogQuery, enabled, meta: QUIET });
  const askConjectures = enabled && dialog.data?.closedAt === null;
  const conjectures = useQuery({ ...conjecturesQuery, enabled: askConjectures, meta: QUIET });

  const data: GlobalModalData = {
    nowMs: Date.now(),
    hirabilityFlag,
    jobSetting: known(jobSetting, askJobSetting),
    hirabilityClosedAtMs: parseClosedAt(readStorage('local', HIRABILITY_CLOSED_AT_KEY)),
    setupCompleted: null,
    profile: known(profile, enabled),
    conjectureDialog: known(dialog, enabled),
    conjectures: known(conjectures, askConjectures),
  };
  // The setup status matters only once the reminder is due.
  const askSetup = enabled && hirabilityReminderDue(data) === true;
  const setup = useQuery({ ...setupStatusQuery, enabled: askSetup, meta: QUIET });
  const status = known(setup, askSetup);
  return {
    ...data,
    setupCompleted: status === null || status === undefined ? status : status.isCompleted,
  };
}

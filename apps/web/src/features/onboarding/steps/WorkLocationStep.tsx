import { PREFECTURE_REGIONS, PREFECTURES } from '@kiseki/contract/master/prefectures';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  jobSettingQuery,
  OWN_SERVER_ERRORS,
  useUpdateJobSetting,
} from '../../../shared/api/career';
import { FlowLoading } from '../FlowFrame';
import { flowJa, setupJa } from '../messages';
import { SetupWizardLayout, StepActions } from '../SetupWizardLayout';
import type { SetupFlow } from '../use-setup-flow';
import styles from './steps.module.css';

const t = setupJa.workLocation;

/** The prefectures grouped by region, in code order (north to south). */
const BY_REGION = PREFECTURE_REGIONS.map((region) => ({
  region,
  prefectures: PREFECTURES.filter((p) => p.region === region),
}));

/** work_location: desired prefectures (JIS codes 1–47), any number of them. */
export function WorkLocationStep({ flow }: { flow: SetupFlow }) {
  const query = useQuery(jobSettingQuery);
  if (query.isPending) {
    return (
      <SetupWizardLayout flow={flow} lead={t.lead}>
        <FlowLoading />
      </SetupWizardLayout>
    );
  }
  return <WorkLocationForm flow={flow} initial={query.data?.desiredLocations ?? []} />;
}

function WorkLocationForm({ flow, initial }: { flow: SetupFlow; initial: readonly number[] }) {
  const formId = useId();
  // saveAndAdvance says a failed save (flowJa.stepSaveFailed), server errors included.
  const update = useUpdateJobSetting(OWN_SERVER_ERRORS);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set(initial));
  const toggle = (code: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(code);
      else next.delete(code);
      return next;
    });
  return (
    <SetupWizardLayout
      flow={flow}
      lead={t.lead}
      actions={<StepActions flow={flow} form={formId} label={flowJa.saveAndNext} skippable />}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const codes = [...selected].sort((a, b) => a - b);
          void flow.saveAndAdvance(() => update.mutateAsync({ desired_locations: codes }));
        }}
      >
        <fieldset className={styles.region} disabled={flow.busy}>
          <legend className="visually-hidden">{t.legend}</legend>
          <p className={styles.selectedCount} aria-live="polite">
            {t.selected(selected.size)}
          </p>
          <div className={styles.regions}>
            {BY_REGION.map(({ region, prefectures }) => (
              <fieldset key={region} className={styles.region}>
                <legend className={styles.regionName}>{region}</legend>
                <div className={styles.prefectures}>
                  {prefectures.map((p) => (
                    <label key={p.code} className={styles.prefecture}>
                      <input
                        type="checkbox"
                        checked={selected.has(p.code)}
                        onChange={(event) => toggle(p.code, event.target.checked)}
                      />
                      {p.name}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        </fieldset>
      </form>
    </SetupWizardLayout>
  );
}

export { WorkLocationStep as default };

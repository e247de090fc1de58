import type { ExperienceRequest } from '@kiseki/contract/career';
import { type ExperienceGroup, groupExperiences } from '@kiseki/contract/career-grouping';
import { useId, useMemo, useRef, useState } from 'react';
import {
  type Experience,
  OWN_SERVER_ERRORS,
  useCreateExperience,
  useDeleteExperience,
  useUpdateExperience,
} from '../../shared/api/career';
import { AppLink } from '../../shared/ui/AppLink';
import buttons from '../../shared/ui/button.module.css';
import { ExperienceForm, experienceToRequest, formatPeriod } from '../../shared/ui/career';
import { ownErrorMessage } from '../../shared/ui/form/server-errors';
import { notify } from '../../shared/ui/notifications/store';
import styles from './CareerPage.module.css';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { careerJa } from './messages';

const t = careerJa.experiences;

const periodOf = (e: Experience) => formatPeriod(e.startYear, e.startMonth, e.endYear, e.endMonth);
const groupPeriod = (g: ExperienceGroup<Experience>) =>
  formatPeriod(g.start.year, g.start.month, g.end?.year ?? null, g.end?.month ?? null);
const editButtonId = (id: number) => `experience-edit-${id}`;

/** Moves focus once React has painted the change (the element may be new). */
const focusSoon = (find: () => HTMLElement | null | undefined) =>
  requestAnimationFrame(() => find()?.focus());

function Role({
  experience,
  positionNames,
  showPeriod,
  onEdit,
  onDelete,
}: {
  experience: Experience;
  positionNames: ReadonlyMap<number, string>;
  /** Off when the group has this one role: its header already shows the period. */
  showPeriod: boolean;
  onEdit(): void;
  onDelete(): void;
}) {
  const period = periodOf(experience);
  const subject = `${experience.organizationName} ${period}`;
  return (
    <div className={styles.role}>
      <div className={styles.roleHeading}>
        {experience.positionName ? (
          <p className={styles.roleTitle}>{experience.positionName}</p>
        ) : null}
        {showPeriod ? <p className={styles.period}>{period}</p> : null}
        {experience.positions.length > 0 ? (
          <ul className={styles.chips} aria-label="職種">
            {[...new Set(experience.positions)].map((id) => (
              <li key={id} className={styles.chip}>
                {positionNames.get(id) ?? '…'}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {experience.isClientWork || experience.description ? (
        <div className={styles.roleBody}>
          {experience.isClientWork ? (
            <p className={styles.meta}>{t.clientWork(experience.clientCompanyName)}</p>
          ) : null}
          {experience.description ? <p className={styles.prose}>{experience.description}</p> : null}
        </div>
      ) : null}
      <div className={styles.rowActions}>
        <button
          id={editButtonId(experience.id)}
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          aria-label={careerJa.editLabel(subject)}
          onClick={onEdit}
        >
          {careerJa.edit}
        </button>
        <button
          type="button"
          className={`${buttons.dangerOutline} ${buttons.small}`}
          aria-label={careerJa.removeLabel(subject)}
          onClick={onDelete}
        >
          {careerJa.remove}
        </button>
      </div>
    </div>
  );
}

/**
 * 職歴: the experiences grouped by organization (career-grouping rule), newest first, with
 * add, edit and delete in place.
 */
export function ExperienceSection({
  experiences,
  positionNames,
}: {
  experiences: readonly Experience[];
  positionNames: ReadonlyMap<number, string>;
}) {
  const headingId = useId();
  const groups = useMemo(() => groupExperiences(experiences), [experiences]);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Experience | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const emptyAddButton = useRef<HTMLButtonElement>(null);
  // The forms say a failed save themselves (careerJa.failed), server errors included.
  const create = useCreateExperience(OWN_SERVER_ERRORS);
  const update = useUpdateExperience(OWN_SERVER_ERRORS);
  const remove = useDeleteExperience();

  const focusAdd = () => focusSoon(() => addButton.current ?? emptyAddButton.current);
  const closeNew = () => {
    setEditing(null);
    focusAdd();
  };
  const closeEdit = (id: number) => {
    setEditing(null);
    focusSoon(() => document.getElementById(editButtonId(id)));
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify(careerJa.deleted);
        if (editing === deleting.id) setEditing(null);
        setDeleting(null);
      },
      onError: (error) => {
        // Server and network failures are announced by the shell already.
        if (ownErrorMessage(error) !== undefined) notify(careerJa.failed, 'error');
        setDeleting(null);
      },
    });
  };

  const addForm =
    editing === 'new' ? (
      <div className={styles.inlineForm}>
        <h3 className={styles.formTitle}>{t.addTitle}</h3>
        <ExperienceForm
          label={t.addTitle}
          submitLabel={careerJa.add}
          saveFailedMessage={careerJa.failed}
          pending={create.isPending}
          onCancel={closeNew}
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            notify(careerJa.saved);
            closeNew();
          }}
        />
      </div>
    ) : null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t.title}
        </h2>
        {experiences.length > 0 ? (
          <button
            ref={addButton}
            type="button"
            className={`${buttons.primary} ${buttons.small}`}
            aria-expanded={editing === 'new'}
            onClick={() => setEditing('new')}
            disabled={editing === 'new'}
          >
            {t.add}
          </button>
        ) : null}
      </div>
      {addForm}
      {experiences.length === 0 && editing !== 'new' ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t.emptyTitle}</p>
          <p className={styles.muted}>{t.emptyBody}</p>
          <div className={styles.emptyActions}>
            <button
              ref={emptyAddButton}
              type="button"
              className={buttons.primary}
              onClick={() => setEditing('new')}
            >
              {t.add}
            </button>
            <AppLink to="/cv/import" className={buttons.secondary}>
              {careerJa.importLink}
            </AppLink>
          </div>
        </div>
      ) : null}
      {groups.length > 0 ? (
        <ol className={styles.groups}>
          {groups.map((group) => (
            <GroupCard
              key={`${group.key}:${group.experiences[0]?.id}`}
              group={group}
              positionNames={positionNames}
              editing={editing}
              pending={update.isPending}
              onEdit={(id) => setEditing(id)}
              onCloseEdit={closeEdit}
              onDelete={setDeleting}
              onSave={async (id, values) => {
                await update.mutateAsync({ id, body: values });
                notify(careerJa.saved);
                closeEdit(id);
              }}
            />
          ))}
        </ol>
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t.deleteTitle}
        body={deleting ? t.deleteBody(deleting.organizationName, periodOf(deleting)) : ''}
        submitLabel={t.deleteSubmit}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        returnFocus={() =>
          (deleting && document.getElementById(editButtonId(deleting.id))) ||
          addButton.current ||
          emptyAddButton.current
        }
      />
    </section>
  );
}

function GroupCard({
  group,
  positionNames,
  editing,
  pending,
  onEdit,
  onCloseEdit,
  onDelete,
  onSave,
}: {
  group: ExperienceGroup<Experience>;
  positionNames: ReadonlyMap<number, string>;
  editing: number | 'new' | null;
  pending: boolean;
  onEdit(id: number): void;
  onCloseEdit(id: number): void;
  onDelete(experience: Experience): void;
  onSave(id: number, values: ExperienceRequest): Promise<void>;
}) {
  const headingId = useId();
  const many = group.experiences.length > 1;
  return (
    <li className={styles.groupItem}>
      <article className={styles.group} aria-labelledby={headingId}>
        <header className={styles.groupHeader}>
          <h3 id={headingId} className={styles.groupTitle}>
            {group.organizationName}
          </h3>
          <p className={styles.groupPeriod}>
            {groupPeriod(group)}
            {many ? (
              <span className={styles.groupCount}>{t.roles(group.experiences.length)}</span>
            ) : null}
          </p>
        </header>
        <ol className={many ? `${styles.roles} ${styles.timeline}` : styles.roles}>
          {group.experiences.map((experience) => (
            <li key={experience.id} className={styles.roleItem}>
              {editing === experience.id ? (
                <div className={styles.inlineForm}>
                  <h4 className={styles.formTitle}>{t.editTitle(experience.organizationName)}</h4>
                  <ExperienceForm
                    label={t.editTitle(experience.organizationName)}
                    defaultValues={experienceToRequest(experience)}
                    submitLabel={careerJa.save}
                    saveFailedMessage={careerJa.failed}
                    pending={pending}
                    onCancel={() => onCloseEdit(experience.id)}
                    onSubmit={(values) => onSave(experience.id, values)}
                  />
                </div>
              ) : (
                <Role
                  experience={experience}
                  positionNames={positionNames}
                  showPeriod={many}
                  onEdit={() => onEdit(experience.id)}
                  onDelete={() => onDelete(experience)}
                />
              )}
            </li>
          ))}
        </ol>
      </article>
    </li>
  );
}

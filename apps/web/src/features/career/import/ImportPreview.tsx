import { type ReactNode, useId } from 'react';
import buttons from '../../../shared/ui/button.module.css';
// Straight from the modules, not the index: the index would bring the form library along.
import {
  ENROLLMENT_STATUS_LABELS,
  formatPeriod,
  formatYearMonth,
  SCHOOL_TYPE_LABELS,
} from '../../../shared/ui/career/labels';
import { PositionSelect } from '../../../shared/ui/career/PositionSelect';
import styles from './CareerImportPage.module.css';
import type { ImportedEducation, ImportedExperience, SkippedEntry } from './import-types';
import { type EntryStatus, isChosen, isSelectable } from './merge';
import { importJa } from './messages';

const t = importJa;

export interface ExperienceRow {
  entry: ImportedExperience;
  checked: boolean;
  positions: number[];
}

export interface EducationRow {
  entry: ImportedEducation;
  checked: boolean;
}

/** How many rows are chosen, and how many could be. */
function selection(rows: readonly { checked: boolean }[], statuses: readonly EntryStatus[]) {
  return {
    selected: rows.filter((row, i) => isChosen(row, statuses[i])).length,
    selectable: rows.filter((_, i) => isSelectable(statuses[i])).length,
  };
}

export const experiencePeriod = (e: ImportedExperience): string =>
  formatPeriod(e.start_year, e.start_month, e.end_year, e.end_month);

function StatusBadge({ id, status }: { id: string; status: EntryStatus }) {
  if (status === 'new') {
    return (
      <span id={id} className={styles.badge}>
        {t.newEntry}
      </span>
    );
  }
  return (
    <span id={id} className={styles.badge} data-status={status}>
      {status === 'registered' ? t.registered : t.repeated}
    </span>
  );
}

/**
 * One entry: a checkbox labelled by its name and described by its status badge and details,
 * and what was adjusted. A registered entry's checkbox is disabled and never shows checked.
 */
function EntryCard({
  title,
  status,
  registeredNote,
  checked,
  onCheck,
  details,
  notes,
  children,
}: {
  title: string;
  status: EntryStatus;
  registeredNote: string;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  details: ReactNode;
  notes: readonly string[];
  children?: ReactNode;
}) {
  const id = useId();
  const detailsId = `${id}-details`;
  const statusId = `${id}-status`;
  const selectable = isSelectable(status);
  const shownChecked = checked && selectable;
  return (
    <li className={styles.entry} data-checked={shownChecked || undefined} data-status={status}>
      <div className={styles.entryHead}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={shownChecked}
          disabled={!selectable}
          aria-describedby={`${statusId} ${detailsId}`}
          onChange={(event) => {
            if (selectable) onCheck(event.currentTarget.checked);
          }}
        />
        <label htmlFor={id} className={styles.entryTitle}>
          {title}
        </label>
        <StatusBadge id={statusId} status={status} />
      </div>
      <div id={detailsId} className={styles.entryBody}>
        {details}
        {status !== 'new' ? (
          <p className={styles.statusNote}>
            {status === 'registered' ? registeredNote : t.repeatedNote}
          </p>
        ) : null}
        {notes.length > 0 ? (
          <ul className={styles.notes}>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {children}
    </li>
  );
}

/** The section's title with how many are chosen, and すべて選択 / すべて解除 when any can be. */
function SectionHeader({
  headingId,
  title,
  selected,
  total,
  onAll,
}: {
  headingId: string;
  title: string;
  selected: number;
  /** How many entries can be chosen (registered ones cannot). */
  total: number;
  onAll: (checked: boolean) => void;
}) {
  return (
    <div className={styles.sectionHead}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
        <span className={styles.sectionCount}>
          {total === 0 ? t.allRegistered : t.selectedCount(selected, total)}
        </span>
      </h2>
      {total > 0 ? (
        <div className={styles.sectionActions}>
          <button
            type="button"
            className={`${buttons.secondary} ${buttons.small}`}
            onClick={() => onAll(true)}
            aria-label={`${title}を${t.selectAll}`}
          >
            {t.selectAll}
          </button>
          <button
            type="button"
            className={`${buttons.secondary} ${buttons.small}`}
            onClick={() => onAll(false)}
            aria-label={`${title}を${t.selectNone}`}
          >
            {t.selectNone}
          </button>
        </div>
      ) : null}
    </div>
  );
}

export function ExperienceList({
  rows,
  statuses,
  showPositionErrors,
  onChange,
}: {
  rows: readonly ExperienceRow[];
  statuses: readonly EntryStatus[];
  showPositionErrors: boolean;
  onChange: (index: number, row: ExperienceRow) => void;
}) {
  const headingId = useId();
  const { selected, selectable } = selection(rows, statuses);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <SectionHeader
        headingId={headingId}
        title={t.experiencesTitle}
        selected={selected}
        total={selectable}
        onAll={(checked) => {
          // Registered entries stay out of すべて選択.
          for (const [i, row] of rows.entries()) {
            if (isSelectable(statuses[i])) onChange(i, { ...row, checked });
          }
        }}
      />
      <ul className={styles.entries}>
        {rows.map((row, i) => {
          const e = row.entry;
          const chosen = isChosen(row, statuses[i]);
          const missing = chosen && row.positions.length === 0;
          return (
            <EntryCard
              // Entries never move: the index is their identity within this import.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={i}
              title={e.organization_name}
              status={statuses[i] ?? 'new'}
              registeredNote={t.registeredExperienceNote}
              checked={row.checked}
              onCheck={(checked) => onChange(i, { ...row, checked })}
              notes={e.notes}
              details={
                <>
                  <p className={styles.entryMeta}>
                    <span>{experiencePeriod(e)}</span>
                    {e.position_name ? <span>{e.position_name}</span> : null}
                  </p>
                  {e.description ? <p className={styles.description}>{e.description}</p> : null}
                </>
              }
            >
              {chosen ? (
                <div className={styles.positions} data-position-field>
                  <PositionSelect
                    value={row.positions}
                    onChange={(positions: number[]) => onChange(i, { ...row, positions })}
                    error={showPositionErrors && missing ? t.positionRequired : undefined}
                  />
                </div>
              ) : null}
            </EntryCard>
          );
        })}
      </ul>
    </section>
  );
}

export function EducationList({
  rows,
  statuses,
  onChange,
}: {
  rows: readonly EducationRow[];
  statuses: readonly EntryStatus[];
  onChange: (index: number, row: EducationRow) => void;
}) {
  const headingId = useId();
  const { selected, selectable } = selection(rows, statuses);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <SectionHeader
        headingId={headingId}
        title={t.educationsTitle}
        selected={selected}
        total={selectable}
        onAll={(checked) => {
          // Registered entries stay out of すべて選択.
          for (const [i, row] of rows.entries()) {
            if (isSelectable(statuses[i])) onChange(i, { ...row, checked });
          }
        }}
      />
      <ul className={styles.entries}>
        {rows.map((row, i) => {
          const e = row.entry;
          return (
            <EntryCard
              // biome-ignore lint/suspicious/noArrayIndexKey: entries never move within an import
              key={i}
              title={e.school_name}
              status={statuses[i] ?? 'new'}
              registeredNote={t.registeredEducationNote}
              checked={row.checked}
              onCheck={(checked) => onChange(i, { ...row, checked })}
              notes={e.notes}
              details={
                <p className={styles.entryMeta}>
                  <span>{SCHOOL_TYPE_LABELS[e.school_type]}</span>
                  <span>
                    {formatYearMonth(e.end_year, e.end_month)}{' '}
                    {ENROLLMENT_STATUS_LABELS[e.enrollment_status]}
                  </span>
                  {e.major ? <span>{e.major}</span> : null}
                </p>
              }
            />
          );
        })}
      </ul>
    </section>
  );
}

export function SkippedList({ entries }: { entries: readonly SkippedEntry[] }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t.skippedTitle}
        <span className={styles.sectionCount}>{t.count(entries.length)}</span>
      </h2>
      <ul className={styles.skipped}>
        {entries.map((entry, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <li key={i}>
            <span className={styles.skippedKind}>
              {entry.kind === 'experience' ? t.experiencesTitle : t.educationsTitle}
            </span>
            <span className={styles.skippedLabel}>{entry.label || t.unnamed}</span>
            <span className={styles.skippedReason}>{entry.reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SkillList({ skills }: { skills: readonly string[] }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t.skillsTitle}
        <span className={styles.sectionCount}>{t.count(skills.length)}</span>
      </h2>
      <p className={styles.lead}>{t.skillsNote}</p>
      <ul className={styles.chips}>
        {skills.map((skill) => (
          <li key={skill}>{skill}</li>
        ))}
      </ul>
    </section>
  );
}

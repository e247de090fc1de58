import { jobPositionsById } from '@kiseki/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  experiencePositions,
  experiences,
  personSearchIndex,
  personSkillTags,
  portfolioOutputs,
  userJobSettings,
} from '../../../db/schema';
import type { Db } from '../../../db/types';
import { indexDocument, type SearchWeight } from '../../jobs/search/japanese-text';
import { recordVocabulary, SEARCH_INDEX_VERSION } from '../../jobs/search/job-search-index';

/*
 * A person's keyword index for recruiters' engineer search (person_search_index): skills,
 * languages, career, output titles and want-to-do, segmented by the same code as job
 * postings (decision 013), so バックエンド, Go or サーバ match people as they match jobs.
 *
 * Freshness. Segmentation cannot run in SQL, and the sources are written by other modules
 * (career, person, portfolio), so a row is rebuilt lazily, before the next keyword search
 * (`refreshPersonSearchIndex`), when its `search_index_version` is below
 * PERSON_SEARCH_INDEX_VERSION. Two things put it there:
 * - every writer of a source marks the person's row stale in its own transaction
 *   (`markPersonSearchIndexStale`: version 0, the row created if missing): skill tags
 *   (person.service), experiences (experiences.service), want-to-do and the job summary
 *   (job-setting.service), imported outputs (importer), and outputs removed with their
 *   account or blog (sns-associations.service, blogs.service);
 * - a change of segmentation or of this file's fields raises the version, which puts every
 *   row below it.
 * The pass reads person_search_index_version_idx, so a search with nothing to rebuild costs
 * one index probe however many people there are. Timestamps are not compared: a deleted
 * experience or replaced tags leave none behind, and reading every person's sources to find
 * the few that changed cost more than any search (decision 017).
 *
 * So a person without a row has nothing to find: the first source written through the app
 * creates the row, and migration 0012 created one for every engineer who had none. Code
 * that writes sources around those writers (the demo seed, the candidate factory's callers,
 * the bench) builds the rows itself with `indexAllPeople`, which reads every account once.
 */

/**
 * What `search_index_version` says a row was built with: the job index's segmentation
 * version and this file's own fields, so a change of either rebuilds every person.
 */
const PERSON_FIELDS_VERSION = 1;
export const PERSON_SEARCH_INDEX_VERSION = SEARCH_INDEX_VERSION * 100 + PERSON_FIELDS_VERSION;

export interface SearchablePerson {
  /** Confirmed skill tags only: suggestions (is_auto) count for nothing until confirmed. */
  skillTags: string[];
  /** Languages of the repositories the person works on. */
  languages: string[];
  experiences: {
    organizationName: string;
    positionName: string | null;
    /** Names of the experience's positions in the master (バックエンドエンジニア). */
    positionNames: string[];
    clientCompanyName: string | null;
    description: string | null;
  }[];
  /** 職務要約: the person's own summary of their career. */
  jobSummary: string | null;
  outputTitles: string[];
  wantToDo: string | null;
}

/**
 * Skills A: what recruiters search by and what the person claims. Languages, organisations
 * and positions B. The person's prose (career summary, descriptions, want-to-do) C. Output
 * titles D: many, and they mention much in passing. Each entry is its own field, so a join
 * or a phrase never spans two tags or two titles.
 */
function weightedFields(person: SearchablePerson): { text: string; weight: SearchWeight }[] {
  const fields: { text: string; weight: SearchWeight }[] = [];
  const add = (text: string | null | undefined, weight: SearchWeight) => {
    if (text) fields.push({ text, weight });
  };
  for (const tag of person.skillTags) add(tag, 'A');
  for (const language of person.languages) add(language, 'B');
  for (const e of person.experiences) {
    add(e.organizationName, 'B');
    add(e.clientCompanyName, 'B');
    add(e.positionName, 'B');
    for (const name of e.positionNames) add(name, 'B');
  }
  add(person.jobSummary, 'C');
  for (const e of person.experiences) add(e.description, 'C');
  add(person.wantToDo, 'C');
  for (const title of person.outputTitles) add(title, 'D');
  return fields;
}

export function buildPersonSearchDocument(person: SearchablePerson) {
  return indexDocument(weightedFields(person));
}

/**
 * For writers of skill tags, experiences, job settings and outputs, inside their
 * transaction: the person's row is rebuilt before the next keyword search, and made if the
 * person had none.
 */
export async function markPersonSearchIndexStale(db: Db, userId: number, now: Date) {
  await db
    .insert(personSearchIndex)
    .values({ userId, searchVector: '', searchIndexVersion: 0, updatedAt: now })
    .onConflictDoUpdate({
      target: personSearchIndex.userId,
      set: { searchIndexVersion: 0, updatedAt: now },
    });
}

/** People who can be candidates at all; recruiters, operators and inactive accounts never are. */
const CANDIDATE_ACCOUNT = (u: SQL) => sql`${u}.is_active and not ${u}.is_admin
  and not exists (select 1 from company_members m where m.user_id = ${u}.id)`;

/**
 * Brings the index up to date for a keyword search: rebuilds the rows below the current
 * version; returns how many it wrote. Nothing to do costs one query on the version index.
 */
export async function refreshPersonSearchIndex(
  db: Db,
  now: Date,
  { batchSize = 100 }: { batchSize?: number } = {},
): Promise<number> {
  let written = 0;
  // One pass along the index: a row a writer marks again while it is built goes back to
  // version 0, behind the cursor, and stays marked for the next search instead of being
  // picked again here.
  let after = { version: -1, userId: 0 };
  for (;;) {
    const rows = await selectRows<{ id: number; version: number }>(
      db,
      sql`select user_id as id, search_index_version as version from person_search_index
        where search_index_version < ${PERSON_SEARCH_INDEX_VERSION}
          and (search_index_version, user_id) > (${after.version}::smallint, ${after.userId}::int)
        order by search_index_version, user_id
        limit ${batchSize}`,
    );
    written += await buildRows(
      db,
      rows.map((r) => Number(r.id)),
      now,
    );
    if (rows.length < batchSize) break;
    const last = rows[rows.length - 1]!;
    after = { version: Number(last.version), userId: Number(last.id) };
  }
  return written;
}

/**
 * Every candidate's row up to date, those without a row included: for seeds and bulk loads
 * that write sources directly, without the writers' marks. It reads every account, so no
 * request calls it.
 */
export async function indexAllPeople(
  db: Db,
  now: Date,
  { batchSize = 100 }: { batchSize?: number } = {},
): Promise<number> {
  let written = 0;
  let after = 0;
  for (;;) {
    const ids = (
      await selectRows<{ id: number }>(
        db,
        sql`select u.id from users u
          where u.id > ${after} and ${CANDIDATE_ACCOUNT(sql`u`)}
            and not exists (select 1 from person_search_index p where p.user_id = u.id)
          order by u.id
          limit ${batchSize}`,
      )
    ).map((r) => Number(r.id));
    written += await buildRows(db, ids, now);
    if (ids.length < batchSize) break;
    after = ids[ids.length - 1]!;
  }
  return written + (await refreshPersonSearchIndex(db, now, { batchSize }));
}

/**
 * Reads the sources of `ids` (one query per table), builds and writes their rows with
 * their vocabulary in one transaction. A row a writer marked stale after this build began
 * is left marked: it is rebuilt next time.
 */
async function buildRows(db: Db, ids: number[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const people = await loadSearchablePeople(db, ids);
  const vocabulary = new Set<string>();
  const values = ids.map((id) => {
    const document = buildPersonSearchDocument(people.get(id)!);
    for (const lexeme of document.vocabulary) vocabulary.add(lexeme);
    return sql`(${id}::int, ${document.vector}::tsvector, ${PERSON_SEARCH_INDEX_VERSION}::smallint,
      ${now.toISOString()}::timestamptz)`;
  });
  await db.transaction(async (tx) => {
    await recordVocabulary(tx, vocabulary);
    await tx.execute(sql`insert into person_search_index
        (user_id, search_vector, search_index_version, updated_at)
      values ${sql.join(values, sql`, `)}
      on conflict (user_id) do update set search_vector = excluded.search_vector,
        search_index_version = excluded.search_index_version, updated_at = excluded.updated_at
      where not (person_search_index.search_index_version = 0
        and person_search_index.updated_at > ${now.toISOString()}::timestamptz)`);
  });
  return ids.length;
}

export async function loadSearchablePeople(
  db: Db,
  ids: number[],
): Promise<Map<number, SearchablePerson>> {
  const [tags, settings, experienceRows, positionRows, outputs] = await Promise.all([
    db
      .select({ userId: personSkillTags.userId, name: personSkillTags.name })
      .from(personSkillTags)
      .where(and(inArray(personSkillTags.userId, ids), eq(personSkillTags.isAuto, false)))
      .orderBy(asc(personSkillTags.sortOrder), asc(personSkillTags.id)),
    db
      .select({
        userId: userJobSettings.userId,
        wantToDo: userJobSettings.wantToDo,
        jobSummary: userJobSettings.jobSummary,
      })
      .from(userJobSettings)
      .where(inArray(userJobSettings.userId, ids)),
    db
      .select({
        id: experiences.id,
        userId: experiences.userId,
        organizationName: experiences.organizationName,
        positionName: experiences.positionName,
        clientCompanyName: experiences.clientCompanyName,
        description: experiences.description,
      })
      .from(experiences)
      .where(inArray(experiences.userId, ids))
      .orderBy(asc(experiences.id)),
    db
      .select({
        experienceId: experiencePositions.experienceId,
        positionId: experiencePositions.jobPositionId,
      })
      .from(experiencePositions)
      .innerJoin(experiences, eq(experiences.id, experiencePositions.experienceId))
      .where(inArray(experiences.userId, ids)),
    // Only what the index reads of each output; `data` holds far more for repositories.
    db
      .select({
        userId: portfolioOutputs.userId,
        source: portfolioOutputs.source,
        title: portfolioOutputs.title,
        languages: sql<unknown>`${portfolioOutputs.data} -> 'languages'`,
        isOwner: sql<unknown>`${portfolioOutputs.data} -> 'is_owner'`,
        isFork: sql<unknown>`${portfolioOutputs.data} -> 'is_fork'`,
        contributions: sql<unknown>`${portfolioOutputs.data} -> 'contributions'`,
      })
      .from(portfolioOutputs)
      .where(inArray(portfolioOutputs.userId, ids))
      .orderBy(asc(portfolioOutputs.id)),
  ]);

  const people = new Map<number, SearchablePerson>();
  const languageSets = new Map<number, Set<string>>();
  for (const id of ids) {
    people.set(id, {
      skillTags: [],
      languages: [],
      experiences: [],
      jobSummary: null,
      outputTitles: [],
      wantToDo: null,
    });
    languageSets.set(id, new Set());
  }
  for (const t of tags) people.get(t.userId)!.skillTags.push(t.name);
  for (const s of settings) {
    const person = people.get(s.userId)!;
    person.wantToDo = s.wantToDo;
    person.jobSummary = s.jobSummary;
  }
  const positionsOf = new Map<number, string[]>();
  for (const r of positionRows) {
    const name = jobPositionsById.get(r.positionId)?.name;
    if (!name) continue;
    positionsOf.set(r.experienceId, [...(positionsOf.get(r.experienceId) ?? []), name]);
  }
  for (const e of experienceRows) {
    people.get(e.userId)!.experiences.push({
      organizationName: e.organizationName,
      positionName: e.positionName,
      positionNames: positionsOf.get(e.id) ?? [],
      clientCompanyName: e.clientCompanyName,
      description: e.description,
    });
  }
  for (const o of outputs) {
    people.get(o.userId)!.outputTitles.push(o.title);
    if (o.source === 'github') {
      for (const name of repoLanguages(o)) languageSets.get(o.userId)!.add(name);
    }
  }
  for (const [id, names] of languageSets) people.get(id)!.languages = [...names];
  return people;
}

/**
 * The languages a repository says about its person, by the portfolio's own rule
 * (listLanguages): their own repositories and those they contributed to, not a fork they
 * never touched.
 */
function repoLanguages(o: {
  languages: unknown;
  isOwner: unknown;
  isFork: unknown;
  contributions: unknown;
}): string[] {
  const contributionsValue = json(o.contributions);
  const contributions = typeof contributionsValue === 'number' ? contributionsValue : 0;
  if (json(o.isOwner) !== true && contributions === 0) return [];
  if (json(o.isFork) === true && contributions === 0) return [];
  const languages = json(o.languages);
  if (!Array.isArray(languages)) return [];
  return languages
    .map((l: unknown) => (l && typeof l === 'object' ? (l as { name?: unknown }).name : null))
    .filter((name): name is string => typeof name === 'string' && name.length > 0);
}

/** A jsonb value as the driver handed it: parsed already, or its text. */
function json(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

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
 * (career, person, portfolio imports), so rows are rebuilt lazily, before a keyword search
 * (`refreshPersonSearchIndex`), in three ways:
 * - missing or built by older code (`search_index_version` below PERSON_SEARCH_INDEX_VERSION):
 *   always, all of them, before the search runs, batched like reindexJobDescriptions. This
 *   covers new people and any change of segmentation or fields.
 * - marked stale by a writer (`markPersonSearchIndexStale`, version 0): the same pass. This is
 *   the cheap, exact path; writers of the sources should call it in their transaction, as
 *   writers of postings rewrite theirs.
 * - until every writer does: a row older than a source timestamp (job setting, experience,
 *   output), or older than PERSON_SEARCH_INDEX_MAX_AGE_MS, is rebuilt too, at most
 *   SOFT_STALE_PER_SEARCH per search. Timestamps see edits and imports; the age bounds what
 *   they cannot see (a deleted experience, replaced skill tags) to an hour.
 */

/**
 * What `search_index_version` says a row was built with: the job index's segmentation
 * version and this file's own fields, so a change of either rebuilds every person.
 */
const PERSON_FIELDS_VERSION = 1;
export const PERSON_SEARCH_INDEX_VERSION = SEARCH_INDEX_VERSION * 100 + PERSON_FIELDS_VERSION;

/** Rows older than this are rebuilt by the next searches, whatever their sources say. */
export const PERSON_SEARCH_INDEX_MAX_AGE_MS = 60 * 60 * 1000;
/** Rows rebuilt per search for staleness the version cannot see: a bounded cost per search. */
const SOFT_STALE_PER_SEARCH = 200;

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
 * transaction: the person's row is rebuilt before the next keyword search.
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
 * Brings the index up to date for a keyword search; returns how many rows it wrote.
 * Nothing to do costs two queries.
 */
export async function refreshPersonSearchIndex(
  db: Db,
  now: Date,
  { batchSize = 100 }: { batchSize?: number } = {},
): Promise<number> {
  let written = 0;
  // One pass in id order: a row a writer marks again while it is built stays marked for the
  // next search instead of being picked again here.
  let after = 0;
  for (;;) {
    const ids = await selectIds(
      db,
      sql`select u.id from users u
        left join person_search_index p on p.user_id = u.id
        where u.id > ${after} and ${CANDIDATE_ACCOUNT(sql`u`)}
          and (p.user_id is null or p.search_index_version < ${PERSON_SEARCH_INDEX_VERSION})
        order by u.id
        limit ${batchSize}`,
    );
    written += await buildRows(db, ids, now);
    if (ids.length < batchSize) break;
    after = ids[ids.length - 1]!;
  }
  const tooOld = new Date(now.getTime() - PERSON_SEARCH_INDEX_MAX_AGE_MS).toISOString();
  const softStale = await selectIds(
    db,
    sql`select u.id from person_search_index p
      join users u on u.id = p.user_id
      left join user_job_settings s on s.user_id = p.user_id
      where p.search_index_version = ${PERSON_SEARCH_INDEX_VERSION}
        and ${CANDIDATE_ACCOUNT(sql`u`)}
        and (p.updated_at < ${tooOld}::timestamptz
          or p.updated_at < s.updated_at
          or p.updated_at < (select max(e.updated_at) from experiences e where e.user_id = p.user_id)
          or p.updated_at < (select max(o.updated_at) from portfolio_outputs o
            where o.user_id = p.user_id))
      order by p.updated_at, u.id
      limit ${SOFT_STALE_PER_SEARCH}`,
  );
  for (let i = 0; i < softStale.length; i += batchSize) {
    written += await buildRows(db, softStale.slice(i, i + batchSize), now);
  }
  return written;
}

/**
 * Reads the sources of `ids` (one query per table), builds and writes their rows with
 * their vocabulary in one transaction. A row stamps the newest source time it read (or
 * now), so a source dated ahead of the clock does not make it stale for ever. A row a
 * writer marked stale after this build began is left marked: it is rebuilt next time.
 */
async function buildRows(db: Db, ids: number[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const people = await loadSearchablePeople(db, ids);
  const vocabulary = new Set<string>();
  const values = ids.map((id) => {
    const person = people.get(id)!;
    const document = buildPersonSearchDocument(person.searchable);
    for (const lexeme of document.vocabulary) vocabulary.add(lexeme);
    const stamp = person.newestSource && person.newestSource > now ? person.newestSource : now;
    return sql`(${id}::int, ${document.vector}::tsvector, ${PERSON_SEARCH_INDEX_VERSION}::smallint,
      ${stamp.toISOString()}::timestamptz)`;
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

interface LoadedPerson {
  searchable: SearchablePerson;
  newestSource: Date | null;
}

export async function loadSearchablePeople(
  db: Db,
  ids: number[],
): Promise<Map<number, LoadedPerson>> {
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
        updatedAt: userJobSettings.updatedAt,
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
        updatedAt: experiences.updatedAt,
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
        updatedAt: portfolioOutputs.updatedAt,
        languages: sql<unknown>`${portfolioOutputs.data} -> 'languages'`,
        isOwner: sql<unknown>`${portfolioOutputs.data} -> 'is_owner'`,
        isFork: sql<unknown>`${portfolioOutputs.data} -> 'is_fork'`,
        contributions: sql<unknown>`${portfolioOutputs.data} -> 'contributions'`,
      })
      .from(portfolioOutputs)
      .where(inArray(portfolioOutputs.userId, ids))
      .orderBy(asc(portfolioOutputs.id)),
  ]);

  const people = new Map<number, LoadedPerson>();
  const languageSets = new Map<number, Set<string>>();
  for (const id of ids) {
    people.set(id, {
      searchable: {
        skillTags: [],
        languages: [],
        experiences: [],
        jobSummary: null,
        outputTitles: [],
        wantToDo: null,
      },
      newestSource: null,
    });
    languageSets.set(id, new Set());
  }
  const touch = (person: LoadedPerson, at: Date) => {
    if (!person.newestSource || at > person.newestSource) person.newestSource = at;
  };
  for (const t of tags) people.get(t.userId)!.searchable.skillTags.push(t.name);
  for (const s of settings) {
    const person = people.get(s.userId)!;
    person.searchable.wantToDo = s.wantToDo;
    person.searchable.jobSummary = s.jobSummary;
    touch(person, s.updatedAt);
  }
  const positionsOf = new Map<number, string[]>();
  for (const r of positionRows) {
    const name = jobPositionsById.get(r.positionId)?.name;
    if (!name) continue;
    positionsOf.set(r.experienceId, [...(positionsOf.get(r.experienceId) ?? []), name]);
  }
  for (const e of experienceRows) {
    const person = people.get(e.userId)!;
    person.searchable.experiences.push({
      organizationName: e.organizationName,
      positionName: e.positionName,
      positionNames: positionsOf.get(e.id) ?? [],
      clientCompanyName: e.clientCompanyName,
      description: e.description,
    });
    touch(person, e.updatedAt);
  }
  for (const o of outputs) {
    const person = people.get(o.userId)!;
    person.searchable.outputTitles.push(o.title);
    touch(person, o.updatedAt);
    if (o.source === 'github') {
      for (const name of repoLanguages(o)) languageSets.get(o.userId)!.add(name);
    }
  }
  for (const [id, names] of languageSets) people.get(id)!.searchable.languages = [...names];
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

async function selectIds(db: Db, query: SQL): Promise<number[]> {
  const result = (await db.execute(query)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

import {
  type BusinessTypeId,
  businessTypeLabel,
  EMPLOYMENT_TYPE_LABELS,
  type EmploymentType,
  prefecturesByCode,
  WORK_STYLE_LABELS,
  type WorkStyle,
} from '@kiseki/contract';
import { type SQL, sql } from 'drizzle-orm';
import { searchVocabulary } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { indexDocument, type SearchWeight, toLexemeSetText } from './japanese-text';

/**
 * What `search_index_version` says a row was built with. Raise it whenever japanese-text.ts
 * segments or normalises differently, or the fields and weights below change: keywords are
 * parsed by the running code, so documents built by older code would stop matching. The
 * next start rebuilds every row below it.
 */
export const SEARCH_INDEX_VERSION = 3;

export interface SearchableJob {
  title: string;
  summary: string;
  jobDetails: string;
  requiredSkills: string;
  welcomeSkills: string;
  developmentEnvironment: string;
  workingConditions: string;
  companyName?: string | null;
  /** The facts a job page shows as labels (勤務地, 働き方, 雇用形態, 事業形態). */
  prefectureCode?: number | null;
  workStyle?: WorkStyle | null;
  employmentType?: EmploymentType | null;
  businessType?: BusinessTypeId | null;
}

export interface SearchIndexValues {
  /** A tsvector literal, to be written as `$1::tsvector`. */
  searchVector: string;
  /** The title's lexemes, without positions, also a tsvector literal. */
  titleVector: string;
  searchIndexVersion: number;
}

export interface SearchIndex {
  /** The row's columns. */
  values: SearchIndexValues;
  /** Lexemes for the vocabulary table (`recordVocabulary`), written with the row. */
  vocabulary: string[];
}

/**
 * Title A: it names the role. Company B: people do search by company, but the name says
 * nothing about the role, so a title mention ranks above it. Skills and environment B: what
 * engineers search by (Go, AWS). Summary and details C: prose that mentions much in passing.
 * Working conditions D: boilerplate shared by most postings (フルリモート still matches).
 */
function weightedFields(job: SearchableJob): { text: string; weight: SearchWeight }[] {
  return [
    { text: job.title, weight: 'A' },
    { text: job.companyName ?? '', weight: 'B' },
    { text: job.requiredSkills, weight: 'B' },
    { text: job.welcomeSkills, weight: 'B' },
    { text: job.developmentEnvironment, weight: 'B' },
    { text: job.summary, weight: 'C' },
    { text: job.jobDetails, weight: 'C' },
    { text: job.workingConditions, weight: 'D' },
    { text: attributeLabels(job), weight: 'D' },
  ];
}

/**
 * A full-remote job in 東京都 may not say either in its prose, yet its page shows both, and
 * people type them (東京, フルリモート). The labels are indexed like the least weighty prose.
 */
function attributeLabels(job: SearchableJob): string {
  const labels = [
    job.prefectureCode ? prefecturesByCode.get(job.prefectureCode)?.name : undefined,
    job.workStyle ? WORK_STYLE_LABELS[job.workStyle] : undefined,
    job.employmentType ? EMPLOYMENT_TYPE_LABELS[job.employmentType] : undefined,
    job.businessType ? businessTypeLabel(job.businessType) : undefined,
  ];
  return labels.filter(Boolean).join('\n');
}

export function buildSearchIndex(job: SearchableJob): SearchIndex {
  const document = indexDocument(weightedFields(job));
  return {
    values: {
      searchVector: document.vector,
      titleVector: toLexemeSetText(job.title),
      searchIndexVersion: SEARCH_INDEX_VERSION,
    },
    vocabulary: document.vocabulary,
  };
}

/** Rows per insert: far below the 65,535 parameters a statement may carry. */
const VOCABULARY_CHUNK = 5_000;

/**
 * Adds the lexemes the vocabulary lacks, in the caller's transaction so a posting and its
 * substrings become searchable together. Sorted, so two writers insert in the same order and
 * cannot deadlock on each other's keys.
 */
export async function recordVocabulary(db: Db, lexemes: Iterable<string>): Promise<void> {
  const sorted = [...new Set(lexemes)].sort();
  for (let i = 0; i < sorted.length; i += VOCABULARY_CHUNK) {
    const chunk = sorted.slice(i, i + VOCABULARY_CHUNK);
    // One array literal, not one parameter per lexeme. Lexemes hold no quote or backslash
    // (japanese-text.ts), escaped all the same.
    const literal = `{${chunk.map((l) => `"${l.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
    await db.execute(sql`insert into ${searchVocabulary} (lexeme)
      select unnest(${literal}::text[]) on conflict do nothing`);
  }
}

interface UnindexedRow extends Record<string, unknown> {
  id: number;
  title: string;
  summary: string;
  job_details: string;
  required_skills: string;
  welcome_skills: string;
  development_environment: string;
  working_conditions: string;
  company_name: string;
  prefecture_code: number;
  work_style: WorkStyle;
  employment_type: EmploymentType;
  business_type: BusinessTypeId;
}

/**
 * Builds the index of every posting never indexed or indexed by an older version, a batch
 * per transaction; returns how many rows it wrote. Nothing to do costs one query on the
 * version index. Rows are locked while their batch is built, so an edit cannot be
 * overwritten by an index of the old text, and processes starting together share the work
 * (SKIP LOCKED) instead of queueing behind one another.
 */
export async function reindexJobDescriptions(
  db: Db,
  { batchSize = 200 }: { batchSize?: number } = {},
): Promise<number> {
  let written = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await selectRows<UnindexedRow>(
        tx,
        sql`select j.id, j.title, j.summary, j.job_details, j.required_skills, j.welcome_skills,
            j.development_environment, j.working_conditions, c.name as company_name,
            j.prefecture_code, j.work_style, j.employment_type, j.business_type
          from job_descriptions j join companies c on c.id = j.company_id
          where j.search_index_version < ${SEARCH_INDEX_VERSION}
          order by j.id
          limit ${batchSize}
          for update of j skip locked`,
      );
      if (rows.length === 0) return 0;
      const vocabulary = new Set<string>();
      const values = rows.map((row) => {
        const { values: index, vocabulary: lexemes } = buildSearchIndex({
          title: row.title,
          summary: row.summary,
          jobDetails: row.job_details,
          requiredSkills: row.required_skills,
          welcomeSkills: row.welcome_skills,
          developmentEnvironment: row.development_environment,
          workingConditions: row.working_conditions,
          companyName: row.company_name,
          prefectureCode: row.prefecture_code,
          workStyle: row.work_style,
          employmentType: row.employment_type,
          businessType: row.business_type,
        });
        for (const lexeme of lexemes) vocabulary.add(lexeme);
        return sql`(${row.id}::int, ${index.searchVector}::tsvector, ${index.titleVector}::tsvector)`;
      });
      await recordVocabulary(tx, vocabulary);
      await tx.execute(sql`update job_descriptions as j
        set search_vector = v.search_vector, title_vector = v.title_vector,
          search_index_version = ${SEARCH_INDEX_VERSION}
        from (values ${sql.join(values, sql`, `)}) as v(id, search_vector, title_vector)
        where j.id = v.id`);
      return rows.length;
    });
    written += count;
    if (count < batchSize) return written;
  }
}

/** Both drivers answer execute() with { rows }; Db's union type does not say so. */
async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

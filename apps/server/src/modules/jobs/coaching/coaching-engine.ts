import {
  BUSINESS_TYPE,
  type BusinessTypeId,
  businessTypeLabel,
  type EmploymentType,
  type InterviewCoachingWire,
  type JobPosition,
  type JobPositionKey,
  jobPositionsById,
  jobPositionsByKey,
  PREFERRED_CONDITION,
  SKILL_LEVEL_LABELS,
  type WorkStyle,
} from '@kiseki/contract';
import {
  currentJapanYearMonth,
  monthIndex,
  organizationKey,
  totalExperienceMonths,
  type YearMonth,
} from '@kiseki/contract/career-grouping';
import { toEpochSeconds } from '../../../lib/time';
import { POSITION_BANK } from './question-bank';
import { findTerms, KNOWN_TERMS, normalise, type TechTerm, termOfSkill } from './tech-terms';

/*
 * The built-in interview coach: from one job and one person's career it writes the questions
 * the interviewer is likely to ask (with what each is checking), the experiences worth
 * stressing, and questions to ask back. Pure: the same input always gives the same output,
 * and it needs nothing outside this process, so it works offline and on every request.
 *
 * Everything it says is derived from the two inputs: the technologies a posting asks for are
 * read from its 必須スキル / 歓迎スキル / 開発環境 and tags, the person's from their skill tags
 * and the descriptions of their experiences, so a highlight can name the company and the
 * years (「Goでの開発経験（株式会社〇〇、3年）」). Where the career says nothing, it says so and
 * tells the person what to prepare instead of inventing strengths.
 */

export interface CoachingJob {
  id: number;
  title: string;
  companyName: string;
  positions: readonly { key: JobPositionKey; name: string }[];
  tags: readonly { name: string }[];
  jobDetails: string;
  requiredSkills: string;
  welcomeSkills: string;
  developmentEnvironment: string;
  workingConditions: string;
  businessType: BusinessTypeId;
  workStyle: WorkStyle;
  employmentType: EmploymentType;
  preferredConditionIds: readonly number[];
}

export interface CoachingExperience {
  organizationName: string;
  /** Job position ids (the master's). */
  positionIds: readonly number[];
  positionName: string | null;
  isClientWork: boolean;
  clientCompanyName: string | null;
  startYear: number;
  startMonth: number;
  /** Null (both) while ongoing. */
  endYear: number | null;
  endMonth: number | null;
  description: string | null;
}

export interface CoachingCareer {
  /** Any order; the engine orders what it needs itself. */
  experiences: readonly CoachingExperience[];
  skillTags: readonly { name: string; level: number }[];
  wantToDo: string | null;
  jobSummary: string | null;
}

export interface CoachingInput {
  job: CoachingJob;
  career: CoachingCareer;
  /** When the coaching is made: ongoing experiences count up to this month. */
  now: Date;
}

export const LIKELY_QUESTIONS_MAX = 10;
export const HIGHLIGHTS_MAX = 6;
export const QUESTIONS_TO_ASK_MAX = 6;

type Question = InterviewCoachingWire['likely_questions'][number];
type Highlight = InterviewCoachingWire['highlights'][number];

/* ------------------------------------------------------------------ text helpers */

/** At most `max` characters (code points, so no surrogate pair is split), with 「…」 if cut. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** 「3年」「1年6か月」「8か月」, as the career page counts. */
export function formatMonths(months: number): string {
  if (months < 12) return `${Math.max(months, 1)}か月`;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0 ? `${years}年` : `${years}年${rest}か月`;
}

/** 「A・B・C」, or 「A・Bなど」 past `max`. */
const joinNames = (names: readonly string[], max = 3): string =>
  names.length <= max ? names.join('・') : `${names.slice(0, max).join('・')}など`;

/**
 * Spaces collapsed, nothing else changed: text quoted back to the person keeps its own
 * characters (（）, full-width digits), while matching works on normalise()d text.
 */
const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The lines of a posting section, without their bullets (・, -, ●, ■ …). */
function sectionLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => tidy(line.replace(/^\s*[・\-*●■◆•]\s*/u, '')))
    .filter((line) => line.length > 0);
}

/** Sentences of free text (an experience description), split at 。 and line breaks. */
const sentences = (text: string): string[] =>
  text
    .split(/[。\n]/)
    .map((s) => tidy(s))
    .filter((s) => s.length > 0);

/** 「（3年以上）」 in a requirement line → 3. */
function yearsRequired(line: string): number | null {
  const match = /(\d{1,2})\s*年以上/.exec(normalise(line));
  return match ? Number(match[1]) : null;
}

/* ------------------------------------------------------------------ reading the career */

interface ExperienceFacts {
  index: number;
  organization: string;
  clientCompanyName: string | null;
  isClientWork: boolean;
  positions: JobPosition[];
  /** The person's own title (リーダー), when given. */
  title: string | null;
  description: string;
  months: number;
  ongoing: boolean;
  startIndex: number;
  endIndex: number;
  terms: TechTerm[];
  source: CoachingExperience;
}

function readExperiences(
  experiences: readonly CoachingExperience[],
  now: YearMonth,
  terms: readonly TechTerm[],
): ExperienceFacts[] {
  const nowIndex = monthIndex(now.year, now.month);
  return experiences.map((e, index) => {
    const startIndex = monthIndex(e.startYear, e.startMonth);
    const ongoing = e.endYear === null || e.endMonth === null;
    const endIndex = ongoing ? nowIndex : monthIndex(e.endYear!, e.endMonth!);
    const description = e.description ?? '';
    return {
      index,
      organization: tidy(e.organizationName),
      clientCompanyName: e.clientCompanyName ? tidy(e.clientCompanyName) : null,
      isClientWork: e.isClientWork,
      positions: [...new Set(e.positionIds)]
        .sort((a, b) => a - b)
        .flatMap((id) => {
          const p = jobPositionsById.get(id);
          return p ? [p] : [];
        }),
      title: e.positionName ? tidy(e.positionName) : null,
      description,
      months: Math.max(0, Math.min(endIndex, nowIndex) - startIndex + 1),
      ongoing,
      startIndex,
      endIndex,
      terms: findTerms(`${e.positionName ?? ''}\n${description}`, terms),
      source: e,
    };
  });
}

/** What the person has of one technology: a skill tag's level, the experiences naming it. */
interface PersonSkill {
  term: TechTerm;
  level: number | null;
  experiences: ExperienceFacts[];
  /** Months across those experiences, overlaps counted once. */
  months: number;
}

function readPersonSkills(
  skillTags: CoachingCareer['skillTags'],
  experiences: readonly ExperienceFacts[],
  now: YearMonth,
): Map<string, PersonSkill> {
  const skills = new Map<string, PersonSkill>();
  const entry = (term: TechTerm): PersonSkill => {
    let skill = skills.get(term.key);
    if (!skill) {
      skill = { term, level: null, experiences: [], months: 0 };
      skills.set(term.key, skill);
    }
    return skill;
  };
  for (const tag of skillTags) {
    if (normalise(tag.name) === '') continue;
    const skill = entry(termOfSkill(tag.name));
    skill.level = Math.max(skill.level ?? 0, tag.level);
  }
  for (const experience of experiences) {
    for (const term of experience.terms) entry(term).experiences.push(experience);
  }
  for (const skill of skills.values()) {
    skill.experiences.sort(byRecency);
    skill.months = totalExperienceMonths(
      skill.experiences.map((e) => groupable(e)),
      now,
    );
  }
  return skills;
}

const groupable = (e: ExperienceFacts) => ({
  organizationName: e.organization,
  startYear: e.source.startYear,
  startMonth: e.source.startMonth,
  endYear: e.source.endYear,
  endMonth: e.source.endMonth,
});

/** Ongoing first, then the latest end, then the latest start, then input order. */
const byRecency = (a: ExperienceFacts, b: ExperienceFacts): number =>
  Number(b.ongoing) - Number(a.ongoing) ||
  b.endIndex - a.endIndex ||
  b.startIndex - a.startIndex ||
  a.index - b.index;

/** 「株式会社A」, or 「株式会社A・株式会社B」 for a skill used at two companies. */
function organizationsOf(experiences: readonly ExperienceFacts[]): string {
  // One name per organization, however its experiences spell it (as /cv groups them).
  const names = new Map<string, string>();
  for (const e of experiences) {
    const key = organizationKey(e.organization);
    if (!names.has(key)) names.set(key, e.organization);
  }
  return joinNames([...names.values()], 2);
}

/** The sentence of an experience that names `term` (else its first), shortened. */
function excerptAbout(experience: ExperienceFacts, term: TechTerm | null, max = 48): string | null {
  const all = sentences(experience.description);
  const about = term ? all.find((s) => findTerms(s, [term]).length > 0) : undefined;
  const chosen = about ?? all[0];
  return chosen ? clip(chosen, max) : null;
}

/* ------------------------------------------------------------------ reading the job */

type Section = 'required' | 'welcome' | 'environment';

interface JobTerm {
  term: TechTerm;
  section: Section;
  /** The line of 必須スキル / 歓迎スキル naming it; null for the environment and tags. */
  line: string | null;
}

interface RequirementLine {
  text: string;
  terms: TechTerm[];
  years: number | null;
}

interface JobFacts {
  role: string;
  positionKeys: Set<JobPositionKey>;
  categoryIds: Set<number>;
  required: RequirementLine[];
  welcome: RequirementLine[];
  /** Every technology the job names, once, in its strongest section. */
  terms: JobTerm[];
  /** Languages and frameworks of its tags and 開発環境, for stack questions. */
  stack: TechTerm[];
  teamSize: number | null;
}

function readJob(job: CoachingJob, terms: readonly TechTerm[]): JobFacts {
  const lineOf = (text: string): RequirementLine => ({
    text,
    terms: findTerms(text, terms),
    years: yearsRequired(text),
  });
  const required = sectionLines(job.requiredSkills).map(lineOf);
  const welcome = sectionLines(job.welcomeSkills).map(lineOf);
  const environment = [
    ...job.tags.map((tag) => termOfSkill(tag.name)),
    ...findTerms(job.developmentEnvironment, terms),
  ];
  const byKey = new Map<string, JobTerm>();
  const add = (term: TechTerm, section: Section, line: string | null) => {
    if (!byKey.has(term.key)) byKey.set(term.key, { term, section, line });
  };
  for (const line of required) for (const term of line.terms) add(term, 'required', line.text);
  for (const line of welcome) for (const term of line.terms) add(term, 'welcome', line.text);
  for (const term of environment) add(term, 'environment', null);
  const stack = [...new Map(environment.map((t) => [t.key, t])).values()].filter(
    (t) => t.group === 'language' || t.group === 'framework',
  );
  const positions = job.positions.flatMap((p) => {
    const position = jobPositionsByKey.get(p.key);
    return position ? [position] : [];
  });
  const team = /エンジニア\s*(\d{1,3})\s*名/.exec(normalise(job.jobDetails));
  return {
    role: job.positions[0]?.name ?? 'エンジニア',
    positionKeys: new Set(positions.map((p) => p.key)),
    categoryIds: new Set(positions.map((p) => p.categoryId)),
    required,
    welcome,
    terms: [...byKey.values()],
    stack,
    teamSize: team ? Number(team[1]) : null,
  };
}

/* ------------------------------------------------------------------ matching */

interface Match {
  job: JobTerm;
  skill: PersonSkill;
}

const SECTION_RANK: Record<Section, number> = { required: 0, welcome: 1, environment: 2 };

/** Years of use weigh most; a skill tag's level stands in for a few months of evidence. */
const strength = (skill: PersonSkill): number => skill.months + (skill.level ?? 0) * 6;

function matchTerms(job: JobFacts, skills: ReadonlyMap<string, PersonSkill>): Match[] {
  return job.terms
    .flatMap((jobTerm) => {
      const skill = skills.get(jobTerm.term.key);
      return skill ? [{ job: jobTerm, skill }] : [];
    })
    .sort(
      (a, b) =>
        SECTION_RANK[a.job.section] - SECTION_RANK[b.job.section] ||
        strength(b.skill) - strength(a.skill) ||
        a.job.term.label.localeCompare(b.job.term.label),
    );
}

/**
 * Technologies the 必須スキル asks for that the career never mentions. A line is satisfied by
 * any one of its technologies (「AWS・GCP・Azureのいずれか」, 「HTML/CSS/JavaScript」), so
 * only the lines with none of them yield gaps. When 必須スキル names no technology at all,
 * the languages of the job's stack stand in for it.
 */
function requiredGaps(
  job: JobFacts,
  skills: ReadonlyMap<string, PersonSkill>,
): { terms: TechTerm[]; fromStack: boolean } {
  const withTerms = job.required.filter((line) => line.terms.length > 0);
  if (withTerms.length === 0) {
    const languages = job.stack.filter((t) => t.group === 'language').slice(0, 2);
    const satisfied = languages.some((t) => skills.has(t.key));
    return { terms: satisfied ? [] : languages, fromStack: true };
  }
  const gaps = new Map<string, TechTerm>();
  for (const line of withTerms) {
    if (line.terms.some((t) => skills.has(t.key))) continue;
    for (const term of line.terms) gaps.set(term.key, term);
  }
  return { terms: [...gaps.values()], fromStack: false };
}

/** Something of the person's in the same group as a missing technology (Go → Java). */
function neighbourOf(gaps: readonly TechTerm[], skills: ReadonlyMap<string, PersonSkill>) {
  const groups = new Set(gaps.map((t) => t.group).filter((g) => g !== null));
  return [...skills.values()]
    .filter((s) => s.term.group !== null && groups.has(s.term.group))
    .sort((a, b) => strength(b) - strength(a) || a.term.label.localeCompare(b.term.label))
    .slice(0, 2)
    .map((s) => s.term.label);
}

interface Relevance {
  experience: ExperienceFacts;
  samePosition: JobPosition | null;
  sameCategory: JobPosition | null;
  score: number;
}

/** How close each experience is to this job: its positions, the job's technologies in it, how recent. */
function rankExperiences(
  job: JobFacts,
  experiences: readonly ExperienceFacts[],
  nowIndex: number,
): Relevance[] {
  const jobKeys = new Set(job.terms.map((t) => t.term.key));
  return experiences
    .map((experience) => {
      const samePosition = experience.positions.find((p) => job.positionKeys.has(p.key)) ?? null;
      const sameCategory =
        experience.positions.find((p) => job.categoryIds.has(p.categoryId)) ?? null;
      const shared = experience.terms.filter((t) => jobKeys.has(t.key)).length;
      const recent = experience.ongoing ? 1 : nowIndex - experience.endIndex <= 24 ? 0.5 : 0;
      const score =
        (samePosition ? 6 : sameCategory ? 3 : 0) +
        shared * 2 +
        recent +
        Math.min(experience.months, 60) / 30;
      return { experience, samePosition, sameCategory, score };
    })
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.experience.startIndex - a.experience.startIndex ||
        a.experience.index - b.experience.index,
    );
}

/* ------------------------------------------------------------------ the coach */

interface Ranked<T> {
  item: T;
  /** Which to keep when there are too many (higher first). */
  priority: number;
  /** Where it goes in the interview's natural order. */
  order: number;
}

const keep = <T>(list: Ranked<T>[], max: number, byOrder: boolean): T[] => {
  const kept = [...list]
    .map((entry, i) => ({ ...entry, i }))
    .sort((a, b) => b.priority - a.priority || a.i - b.i)
    .slice(0, max);
  if (byOrder) kept.sort((a, b) => a.order - b.order || a.i - b.i);
  return kept.map((entry) => entry.item);
};

const BUSINESS_MOTIVATION: Record<BusinessTypeId, (company: string) => Question> = {
  1: (company) => ({
    question: `数ある自社開発の会社の中で、なぜ${company}を志望されたのですか。`,
    intent: `自社サービスへの関心の深さと、事業を理解したうえでの応募かを見ています。${company}のサービスを実際に使い、良いと感じた点と改善したい点を1つずつ話せるようにしておきましょう。`,
  }),
  2: (company) => ({
    question: `受託開発の会社の中で、なぜ${company}を志望されたのですか。`,
    intent:
      'さまざまな顧客・業界のシステムに関わる働き方への理解と、顧客と向き合う姿勢を見ています。手がけてきた業界や開発実績を調べ、自分の経験が活きる案件と結びつけて話しましょう。',
  }),
  3: (company) => ({
    question: `${company}の一員として、参画先の現場で働くことをどう考えていますか。`,
    intent:
      '参画先が変わる働き方への理解と、新しい現場にすばやくなじむ力を見ています。環境の変化に適応した経験や、身につけたい技術・業界を具体的に伝えましょう。',
  }),
};

const BUSINESS_ASK: Record<BusinessTypeId, string> = {
  1: 'プロダクトの今後のロードマップと、エンジニアが企画の段階から関わる機会について教えてください。',
  2: '案件の規模や期間、メンバーのアサインはどのように決めていますか。',
  3: '参画する案件はどのように決まり、本人の希望やキャリアはどの程度考慮されますか。',
};

const WORK_STYLE_ASK: Record<WorkStyle, string> = {
  fullRemote: 'フルリモートでのオンボーディングや、チーム内の情報共有はどのように行っていますか。',
  partialRemote: '出社する日はチームで決めていますか、それとも個人で選べますか。',
  attendance: '出社を基本とする中で、リモートワークが認められる場面はありますか。',
};

const EMPLOYMENT_QUESTION: Partial<Record<EmploymentType, Question>> = {
  freelance: {
    question: '稼働できる日数や時間帯、ほかの案件との兼ね合いを教えてください。',
    intent:
      '業務委託では、契約どおりに稼働できるかが最初に確認されます。週の稼働日数、連絡がつく時間帯、開始できる時期を具体的に答えられるようにしておきましょう。',
  },
  parttime: {
    question: '週に何日、どの時間帯に勤務できますか。',
    intent:
      '勤務できる時間がチームの働き方と合うかを確認します。曜日や時間帯の希望と、長く続けられる期間を具体的に伝えましょう。',
  },
  internship: {
    question: '学業と両立しながら、週にどのくらい勤務できますか。',
    intent:
      '継続して参加できるかを見ています。授業や研究の予定を踏まえた勤務日数と期間、インターンで身につけたいことをあわせて伝えましょう。',
  },
};

/**
 * Coaching for `input.job`, built only from the job and the career. The same input gives
 * the same output.
 */
export function buildInterviewCoaching(input: CoachingInput): InterviewCoachingWire {
  const { job, career } = input;
  const now = currentJapanYearMonth(input.now);
  const nowIndex = monthIndex(now.year, now.month);

  // The person's own skill names join the known technologies, so a posting asking for
  // 「決済システム」 or 「GraphQL」 meets a person whose tag says so.
  const customTerms = career.skillTags
    .map((tag) => termOfSkill(tag.name))
    .filter((t) => t.label.length >= 2 && !KNOWN_TERMS.some((k) => k.key === t.key));
  const terms = [...KNOWN_TERMS, ...customTerms];

  const experiences = readExperiences(career.experiences, now, terms);
  const skills = readPersonSkills(career.skillTags, experiences, now);
  const facts = readJob(job, terms);
  const matches = matchTerms(facts, skills);
  const gaps = requiredGaps(facts, skills);
  const ranked = rankExperiences(facts, experiences, nowIndex);
  const relevant = ranked.find((r) => r.score >= 3) ?? null;
  const wantToDo = tidy(career.wantToDo ?? '');
  const wantTerms = findTerms(wantToDo, terms);
  const emptyCareer = experiences.length === 0 && skills.size === 0;
  const company = tidy(job.companyName);

  // Months in this job's positions (or its category), for 「（3年以上）」 requirements.
  const samePositionExperiences = ranked.filter((r) => r.samePosition).map((r) => r.experience);
  const sameCategoryExperiences = ranked.filter((r) => r.sameCategory).map((r) => r.experience);
  const roleExperiences =
    samePositionExperiences.length > 0 ? samePositionExperiences : sameCategoryExperiences;
  const roleMonths = totalExperienceMonths(roleExperiences.map(groupable), now);
  const totalMonths = totalExperienceMonths(experiences.map(groupable), now);

  // Without experience in this kind of role, years of it cannot be judged either way: a
  // backend engineer's years may well count for 「Webサービスの運用経験」. Say nothing then.
  const yearsChecks =
    experiences.length === 0
      ? []
      : checkYears(facts, skills, roleExperiences.length > 0 ? roleMonths : null);

  return {
    job_description_id: job.id,
    provider: 'builtin',
    likely_questions: likelyQuestions(),
    highlights: highlights(),
    questions_to_ask: questionsToAsk(),
    generated_at: toEpochSeconds(input.now),
  };

  function likelyQuestions(): Question[] {
    const list: Ranked<Question>[] = [];
    const add = (item: Question, priority: number, order: number) =>
      list.push({ item, priority, order });

    if (emptyCareer) {
      add(
        {
          question: 'これまでに取り組んできたことを教えてください。',
          intent: `面接の最初にほぼ必ず聞かれます。職歴やスキルがまだ登録されていないため、前職での業務、学習、個人開発のうち、${facts.role}の仕事につながるものを選び、1〜2分で話せるように準備しましょう。`,
        },
        100,
        10,
      );
    } else {
      const focus = relevant
        ? `特に${relevant.experience.organization}での${positionLabel(relevant)}の経験を中心に、`
        : '';
      add(
        {
          question: 'これまでのご経歴を簡単に教えてください。',
          intent: `面接の最初にほぼ必ず聞かれ、経歴の全体像と要点をまとめて話す力を見ています。${focus}この求人の${facts.role}につながる流れで1〜2分にまとめましょう。`,
        },
        100,
        10,
      );
    }

    // A move from client work to an in-house product is the first thing they will ask about.
    const latest = [...experiences].sort(byRecency)[0];
    if (latest?.isClientWork && job.businessType === BUSINESS_TYPE.inHouse) {
      add(
        {
          question: `これまでの${latest.clientCompanyName ? `${latest.clientCompanyName}向けなど、` : ''}顧客の案件での開発から、自社開発に移りたい理由を教えてください。`,
          intent: `環境を変える理由が前向きかどうかを見ています。${latest.organization}での経験で身につけたことと、自社のプロダクトで実現したいことをつなげて話しましょう。`,
        },
        95,
        20,
      );
    } else {
      add(BUSINESS_MOTIVATION[job.businessType](company), 95, 20);
    }

    if (relevant) {
      const e = relevant.experience;
      add(
        {
          question: `${e.organization}での${positionLabel(relevant)}の仕事で、ご自身が担当した範囲と成果を教えてください。`,
          intent: `募集職種（${facts.role}）に最も近い経験として深く聞かれます。チームの人数、あなたの役割、数字で示せる成果（処理時間、売上、障害件数など）を添えて話しましょう。`,
        },
        90,
        30,
      );
    }

    const topMatch = matches.find((m) => m.job.section !== 'environment') ?? matches[0];
    if (topMatch) {
      const where = SECTION_NAMES[topMatch.job.section];
      add(
        {
          question: `${topMatch.job.term.label}を使った開発で、最も難しかった課題と、それをどう解決したかを教えてください。`,
          intent: `${where}の${topMatch.job.term.label}について、実務での理解の深さを確かめる質問です。${evidencePhrase(topMatch.skill)}から具体例を1つ選び、なぜその方法を選んだかまで話しましょう。`,
        },
        85,
        40,
      );
    }

    if (gaps.terms.length > 0) {
      const names = joinNames(gaps.terms.map((t) => t.label));
      const neighbours = neighbourOf(gaps.terms, skills);
      const bridge =
        neighbours.length > 0
          ? `近い経験（${neighbours.join('・')}）との共通点や、`
          : '個人開発や学習で触れた経験、';
      add(
        {
          question: `${names}の実務経験はありますか。`,
          intent: `${gaps.fromStack ? 'この求人の開発で使われています' : '必須スキルに挙がっています'}が、登録された経歴とスキルには見当たりません。${bridge}入社後にどう習得するかを具体的に話せるようにしておきましょう。`,
        },
        88,
        50,
      );
    }

    // A line naming a technology the person never used is already the gap question above.
    const short = yearsChecks.find((c) => !c.met && (c.basis === 'role' || c.months > 0));
    if (short) {
      const found =
        short.months > 0
          ? `該当する経験が${formatMonths(short.months)}で`
          : '該当する職種の経験が見当たらず';
      add(
        {
          question: `「${clip(short.line, 40)}」が求められていますが、ご自身の経験はどう活かせますか。`,
          intent: `登録された経歴では${found}、求人の目安（${short.years}年以上）に届いていない可能性があります。年数より中身で判断してもらえるよう、担当した規模や難しさ、任された役割を具体的に伝えましょう。`,
        },
        70,
        55,
      );
    }

    const mainKey = job.positions[0]?.key ?? 'OTHER';
    const bank = POSITION_BANK[mainKey];
    bank.questions.forEach((question, i) => {
      add(question, i === 0 ? 80 : 50, 60 + i);
    });

    if (job.workStyle === 'fullRemote') {
      add(
        {
          question:
            'フルリモートの環境で、コミュニケーションや自己管理で工夫していることはありますか。',
          intent:
            '顔を合わせない環境でも自分で仕事を進め、文章で適切に情報を共有できるかを見ています。リモートで働いた経験があれば、進捗の共有や相談のタイミングで工夫したことを具体的に話しましょう。',
        },
        75,
        70,
      );
    } else if (job.workStyle === 'partialRemote') {
      add(
        {
          question: '出社とリモートを組み合わせた働き方で、意識していることはありますか。',
          intent:
            '出社日とリモートの日で仕事の進め方を切り替えられるかを見ています。対面で話すべきことと文章で済ませることの使い分けなど、実際の工夫を伝えましょう。',
        },
        40,
        70,
      );
    }

    const employment = EMPLOYMENT_QUESTION[job.employmentType];
    if (employment) add(employment, 65, 75);

    const conditions = job.preferredConditionIds;
    if (
      conditions.includes(PREFERRED_CONDITION.englishAtWork) ||
      conditions.includes(PREFERRED_CONDITION.global)
    ) {
      add(
        {
          question: '英語で読み書きや会話をしながら仕事をした経験はありますか。',
          intent:
            '英語を使う業務があるため、どの程度使えるかを確認します。英語のドキュメントを読んだ、海外のメンバーとやり取りしたなど、実際の場面とレベルを正直に伝えましょう。',
        },
        60,
        78,
      );
    }
    if (conditions.includes(PREFERRED_CONDITION.agile)) {
      add(
        {
          question: 'スクラムなどのアジャイル開発で、どのような役割を担ってきましたか。',
          intent:
            'アジャイル開発を取り入れているため、短いサイクルで計画と振り返りを回した経験を見ています。スプリントの進め方や、振り返りから改善したことを話しましょう。',
        },
        45,
        79,
      );
    }
    if (conditions.includes(PREFERRED_CONDITION.startup)) {
      add(
        {
          question: '役割や優先順位が頻繁に変わる環境で、どのように働きたいですか。',
          intent:
            'スタートアップでは担当の境界があいまいで、変化も速いため、自分から動けるかを見ています。職種の枠を越えて動いた経験があれば伝えましょう。',
        },
        44,
        79,
      );
    }

    if (wantToDo) {
      const shared = sharedWithJob(wantTerms);
      const overlap =
        shared.length > 0
          ? `特に${joinNames(shared.map((t) => t.term.label))}はこの求人の${sectionNames(shared)}にも挙がっているので、志望動機の軸にできます。`
          : '';
      add(
        {
          question: '入社後に挑戦したいことと、3〜5年後のキャリアの展望を教えてください。',
          intent: `長く活躍してもらえるか、求人と方向性が合うかを見ています。登録している「やりたいこと」（${clip(sentences(wantToDo)[0] ?? wantToDo, 40)}）と、この求人の業務との重なりを説明できるようにしましょう。${overlap}`,
        },
        78,
        80,
      );
    } else {
      add(
        {
          question: '入社後に挑戦したいことと、3〜5年後のキャリアの展望を教えてください。',
          intent:
            '長く活躍してもらえるか、求人と方向性が合うかを見ています。「やりたいこと」がまだ登録されていないので、経歴のページで言葉にしておくと、この質問への答えも整理できます。',
        },
        78,
        80,
      );
    }

    add(
      {
        question: '最後に、何か質問はありますか。',
        intent:
          '意欲と企業への理解を見ています。「特にありません」は避け、下の「逆質問の例」から2〜3個を選んで準備しておきましょう。',
      },
      62,
      90,
    );

    return keep(list, LIKELY_QUESTIONS_MAX, true);
  }

  function highlights(): Highlight[] {
    const list: Highlight[] = [];

    const requiredMatches = matches.filter((m) => m.job.section === 'required').slice(0, 3);
    // Without technologies in 必須スキル, the job's own languages are its core requirement.
    const coreMatches =
      requiredMatches.length > 0
        ? requiredMatches
        : gaps.fromStack
          ? matches
              .filter(
                (m) =>
                  m.job.section === 'environment' &&
                  facts.stack.some((t) => t.key === m.job.term.key),
              )
              .slice(0, 2)
          : [];
    for (const match of coreMatches) list.push(skillHighlight(match));

    if (relevant && (relevant.samePosition || relevant.sameCategory)) {
      const e = relevant.experience;
      const position = relevant.samePosition ?? relevant.sameCategory!;
      const same = relevant.samePosition !== null;
      const years = yearsChecks.find((c) => c.met && c.basis === 'role');
      const excerpt = excerptAbout(e, null);
      list.push({
        title: `${position.name}としての経験（${e.organization}、${formatMonths(e.months)}）`,
        detail: [
          same
            ? `募集職種と同じ${position.name}の経験です。`
            : `募集職種（${facts.role}）に近い${position.name}の経験です。共通する部分を意識して話しましょう。`,
          years
            ? `必須の「${clip(years.line, 40)}」も、通算${formatMonths(roleMonths)}の経験で満たしています。`
            : '',
          excerpt
            ? `「${excerpt}」の内容を、役割と成果が伝わるように具体的に話しましょう。`
            : '担当した業務と成果を、数字を添えて話せるようにしておきましょう。',
        ].join(''),
      });
    }

    for (const match of matches.filter((m) => m.job.section === 'welcome').slice(0, 2)) {
      list.push({
        title: `歓迎スキルの${match.job.term.label}（${evidenceShort(match.skill)}）`,
        detail: `歓迎スキル「${clip(match.job.line ?? '', 40)}」に当てはまります。必須スキルに加えて評価されるポイントなので、使った場面と成果を忘れずに伝えましょう。`,
      });
    }

    if (wantToDo) {
      const shared = sharedWithJob(wantTerms);
      if (shared.length > 0) {
        const names = joinNames(shared.map((t) => t.term.label));
        list.push({
          title: `やりたいことと求人の重なり（${names}）`,
          detail: `「やりたいこと」に書いている${names}は、この求人の${sectionNames(shared)}に挙がっています。志望動機や入社後に挑戦したいことを話すときの軸にしましょう。`,
        });
      }
    }

    if (job.businessType !== BUSINESS_TYPE.inHouse) {
      const clientWork = [...experiences].sort(byRecency).find((e) => e.isClientWork);
      if (clientWork) {
        list.push({
          title: `顧客の案件での開発経験（${clientWork.organization}${clientWork.clientCompanyName ? `、${clientWork.clientCompanyName}向け` : ''}、${formatMonths(clientWork.months)}）`,
          detail: `${businessTypeLabel(job.businessType)}の仕事では、顧客の要望を整理して形にする力が求められます。要件の確認や仕様変更への対応で工夫したことを話しましょう。`,
        });
      }
    }

    const environment = matches.filter(
      (m) => m.job.section === 'environment' && !coreMatches.includes(m),
    );
    if (environment.length > 0) {
      const names = joinNames(environment.map((m) => m.job.term.label));
      list.push({
        title: `開発環境との共通点（${names}）`,
        detail: `求人の開発環境にある${names}を、これまでに使っています。入社後すぐに力を発揮できることの裏付けとして伝えましょう。`,
      });
    }

    if (list.length === 0) {
      const asks =
        gaps.terms.length > 0
          ? `必須スキル（${joinNames(gaps.terms.map((t) => t.label))}）`
          : `${facts.role}の業務`;
      list.push(
        emptyCareer
          ? {
              title: 'アピールできる経験を書き出しましょう',
              detail: `職歴やスキルがまだ登録されていないため、この求人に合う経験を選べませんでした。${asks}に関わる業務、学習、個人開発を書き出し、経歴に登録すると、ここに具体的なアピールポイントが表示されます。`,
            }
          : {
              title: '求人との共通点を言葉にしましょう',
              detail: `登録された経歴からは、この求人の${asks}に直接当てはまる経験が見つかりませんでした。経歴の説明に使った技術や担当した業務を書き足すと、アピールすべき点を具体的に示せます。${totalMonths > 0 ? `まずは通算${formatMonths(totalMonths)}の経験から、求人の業務に近いものを選んで話しましょう。` : ''}`,
            },
      );
    }

    return list.slice(0, HIGHLIGHTS_MAX);
  }

  function questionsToAsk(): string[] {
    const list: Ranked<string>[] = [];
    const add = (item: string, priority: number) => list.push({ item, priority, order: 0 });

    add(
      facts.teamSize !== null
        ? `エンジニア${facts.teamSize}名のチームの中で、入社後に最初に任せていただく仕事は何ですか。`
        : '配属予定のチームの構成と、入社後に最初に任せていただく仕事を教えてください。',
      90,
    );
    if (gaps.terms.length > 0) {
      add(
        `${joinNames(gaps.terms.map((t) => t.label))}の経験が浅いメンバーには、どのようなオンボーディングやサポートがありますか。`,
        85,
      );
    }
    add(POSITION_BANK[job.positions[0]?.key ?? 'OTHER'].ask, 80);
    if (facts.stack.length > 0) {
      add(
        `${joinNames(facts.stack.slice(0, 2).map((t) => t.label))}を採用した理由と、今後見直しを検討している技術があれば教えてください。`,
        75,
      );
    } else {
      add('今の技術スタックを選んだ理由と、技術的な課題だと感じていることを教えてください。', 75);
    }
    const wanted = wantTerms[0];
    if (wanted) {
      const inJob = facts.terms.some((j) => j.term.key === wanted.key);
      add(
        inJob
          ? `入社後、${wanted.label}を使う業務にはどのくらい関われますか。`
          : `${wanted.label}を業務で扱う機会や、今後導入する予定はありますか。`,
        72,
      );
    }
    add(WORK_STYLE_ASK[job.workStyle], 70);
    add(BUSINESS_ASK[job.businessType], 65);
    add('エンジニアの評価はどのような基準と頻度で行われていますか。', 60);
    if (job.preferredConditionIds.includes(PREFERRED_CONDITION.agile)) {
      add('スプリントの進め方と、コードレビューの文化について教えてください。', 50);
    }
    return keep(list, QUESTIONS_TO_ASK_MAX, false);
  }

  function sharedWithJob(list: readonly TechTerm[]): JobTerm[] {
    return list.flatMap((t) => facts.terms.filter((j) => j.term.key === t.key));
  }

  function skillHighlight(match: Match): Highlight {
    const { skill } = match;
    const label = match.job.term.label;
    const line = match.job.line
      ? `必須スキル「${clip(match.job.line, 40)}」`
      : 'この求人の開発言語';
    const latest = skill.experiences[0];
    if (latest) {
      const excerpt = excerptAbout(latest, match.job.term);
      return {
        title: `${label}での開発経験（${organizationsOf(skill.experiences)}、${formatMonths(skill.months)}）`,
        detail: `${line}に当てはまります。${excerpt ? `${latest.organization}での「${excerpt}」を例に、` : ''}${label}を使った場面、あなたの担当範囲、成果を具体的に話しましょう。`,
      };
    }
    return {
      title: `${label}のスキル（${SKILL_LEVEL_LABELS[skill.level ?? 1] ?? `レベル${skill.level}`}）`,
      detail: `${line}に当てはまります。スキルタグには登録されていますが、職歴の説明には出てきません。どの業務や個人開発で使ったかを説明できるようにし、経歴にも書き加えておきましょう。`,
    };
  }
}

const SECTION_NAMES: Record<Section, string> = {
  required: '必須スキル',
  welcome: '歓迎スキル',
  environment: '開発環境',
};

/** 「歓迎スキルや開発環境」: where in the posting these terms appear. */
function sectionNames(terms: readonly JobTerm[]): string {
  const sections = [...new Set(terms.map((t) => t.section))].sort(
    (a, b) => SECTION_RANK[a] - SECTION_RANK[b],
  );
  return sections.map((section) => SECTION_NAMES[section]).join('や');
}

/** 「株式会社Aでの3年の経験」 or 「スキルタグ（業務で主に使っている）」: where to draw examples from. */
function evidencePhrase(skill: PersonSkill): string {
  if (skill.experiences.length > 0) {
    return `${organizationsOf(skill.experiences)}での${formatMonths(skill.months)}の経験`;
  }
  return `スキルタグに登録している経験（${SKILL_LEVEL_LABELS[skill.level ?? 1] ?? ''}）`;
}

function evidenceShort(skill: PersonSkill): string {
  if (skill.experiences.length > 0) {
    return `${organizationsOf(skill.experiences)}、${formatMonths(skill.months)}`;
  }
  return SKILL_LEVEL_LABELS[skill.level ?? 1] ?? 'スキルタグ';
}

/** 「株式会社Aでのリーダー（バックエンドエンジニア）」's role part. */
function positionLabel(relevance: Relevance): string {
  const position =
    relevance.samePosition ?? relevance.sameCategory ?? relevance.experience.positions[0];
  const title = relevance.experience.title;
  if (position && title) return `${position.name}（${title}）`;
  return position?.name ?? title ?? '仕事';
}

interface YearsCheck {
  line: string;
  years: number;
  months: number;
  met: boolean;
  /** What the months were counted from: the job's positions, or the named technology. */
  basis: 'role' | 'skill';
}

/**
 * The 必須スキル lines that state years (「（3年以上）」) against the person's months: those of
 * the named technology when the line names one, else those in the job's positions.
 */
function checkYears(
  job: JobFacts,
  skills: ReadonlyMap<string, PersonSkill>,
  roleMonths: number | null,
): YearsCheck[] {
  return job.required.flatMap((line) => {
    if (line.years === null) return [];
    if (line.terms.length === 0 && roleMonths === null) return [];
    const named = line.terms.map((t) => skills.get(t.key)).filter((s) => s !== undefined);
    const months =
      line.terms.length > 0 ? Math.max(0, ...named.map((s) => s.months)) : (roleMonths ?? 0);
    return [
      {
        line: line.text,
        years: line.years,
        months,
        met: months >= line.years * 12,
        basis: line.terms.length > 0 ? ('skill' as const) : ('role' as const),
      },
    ];
  });
}

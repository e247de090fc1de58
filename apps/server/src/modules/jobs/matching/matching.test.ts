import { describe, expect, it } from 'vitest';
import { summariseCareer } from './career';
import {
  type CandidateJob,
  hardConstraintViolations,
  type PersonProfile,
  preparePerson,
  rankJobs,
  scoreJob,
} from './engine';
import { resolveSkills, techTagOf, techTagsInText } from './skills';
import { readWants } from './wants';

/*
 * The matching engine on hand-made people and jobs: hard constraints one by one, the
 * ordering each component promises, the reasons, and determinism.
 */

const NOW = new Date('2026-11-20T03:00:00Z');
const nowSeconds = Math.floor(NOW.getTime() / 1000);
const daysAgo = (days: number) => nowSeconds - days * 86_400;

// Master ids used below (packages/contract/src/master).
const TAG = { TypeScript: 1, Go: 4, Ruby: 5, Rust: 13, React: 18, Rails: 23, MySQL: 30, AWS: 40 };
const TAG_TERRAFORM = 44;
const POSITION = { frontend: 1, backend: 2, webapp: 3, sre: 5, techLead: 13 };
const TOKYO = 13;
const OSAKA = 27;

const person = (overrides: Partial<PersonProfile> = {}): PersonProfile => ({
  skills: [],
  repoLanguages: [],
  positionMonths: [],
  careerMonths: 0,
  desiredSalary: null,
  workStyles: [],
  locations: [],
  employmentTypes: [],
  businessTypes: [],
  hirability: null,
  blockedCompanyIds: [],
  wantToDo: null,
  ...overrides,
});

let nextId = 1;
const job = (overrides: Partial<CandidateJob> = {}): CandidateJob => {
  const id = overrides.id ?? nextId++;
  return {
    id,
    companyId: 1000 + id,
    positionIds: [POSITION.backend],
    tagIds: [TAG.Go],
    salaryMin: 500,
    salaryMax: 800,
    workStyle: 'partialRemote',
    prefectureCode: TOKYO,
    employmentType: 'fulltime',
    businessType: 1,
    preferredConditionIds: [],
    publishedAt: daysAgo(40),
    ...overrides,
  };
};

const ids = (profile: PersonProfile, jobs: CandidateJob[]) =>
  rankJobs(profile, jobs, { now: NOW }).map((r) => r.jobId);
const violations = (profile: PersonProfile, j: CandidateJob) =>
  hardConstraintViolations(preparePerson(profile), j);

describe('hard constraints', () => {
  it('drop jobs of a blocked company, and only those', () => {
    const p = person({ blockedCompanyIds: [77] });
    const blocked = job({ companyId: 77 });
    const other = job({ companyId: 78 });
    expect(violations(p, blocked)).toEqual(['blocked_company']);
    expect(violations(p, other)).toEqual([]);
    expect(ids(p, [blocked, other])).toEqual([other.id]);
  });

  it('drop a job whose salary top is below the desired salary; a top that reaches it stays', () => {
    const p = person({ desiredSalary: 600 });
    const below = job({ salaryMin: 400, salaryMax: 590 });
    const reaches = job({ salaryMin: 400, salaryMax: 600 });
    const above = job({ salaryMin: 650, salaryMax: 900 });
    expect(violations(p, below)).toEqual(['salary_below_desired']);
    expect(violations(p, reaches)).toEqual([]);
    expect(ids(p, [below, reaches, above]).sort()).toEqual([reaches.id, above.id].sort());
  });

  it('drop a work style the person did not choose, when they chose any', () => {
    const p = person({ workStyles: ['fullRemote'] });
    const remote = job({ workStyle: 'fullRemote' });
    const partial = job({ workStyle: 'partialRemote' });
    const office = job({ workStyle: 'attendance' });
    expect(violations(p, partial)).toEqual(['work_style']);
    expect(violations(p, office)).toEqual(['work_style']);
    expect(ids(p, [remote, partial, office])).toEqual([remote.id]);
  });

  it('drop an employment type the person did not choose, when they chose any', () => {
    const p = person({ employmentTypes: ['fulltime', 'freelance'] });
    const full = job({ employmentType: 'fulltime' });
    const freelance = job({ employmentType: 'freelance' });
    const intern = job({ employmentType: 'internship' });
    const part = job({ employmentType: 'parttime' });
    expect(violations(p, intern)).toEqual(['employment_type']);
    expect(ids(p, [full, freelance, intern, part]).sort()).toEqual([full.id, freelance.id].sort());
  });

  it('drop a business type the person did not choose, when they chose any', () => {
    const p = person({ businessTypes: [1] });
    const inHouse = job({ businessType: 1 });
    const ses = job({ businessType: 3 });
    expect(violations(p, ses)).toEqual(['business_type']);
    expect(ids(p, [inHouse, ses])).toEqual([inHouse.id]);
  });

  it('bind locations for jobs one goes to; a full-remote job fits any location', () => {
    const p = person({ locations: [OSAKA] });
    const officeTokyo = job({ workStyle: 'attendance', prefectureCode: TOKYO });
    const partialTokyo = job({ workStyle: 'partialRemote', prefectureCode: TOKYO });
    const officeOsaka = job({ workStyle: 'attendance', prefectureCode: OSAKA });
    const remoteTokyo = job({ workStyle: 'fullRemote', prefectureCode: TOKYO });
    expect(violations(p, officeTokyo)).toEqual(['location']);
    expect(violations(p, partialTokyo)).toEqual(['location']);
    expect(violations(p, officeOsaka)).toEqual([]);
    expect(violations(p, remoteTokyo)).toEqual([]);
    expect(ids(p, [officeTokyo, partialTokyo, officeOsaka, remoteTokyo]).sort()).toEqual(
      [officeOsaka.id, remoteTokyo.id].sort(),
    );
  });

  it('name every constraint a job breaks at once', () => {
    const p = person({
      blockedCompanyIds: [5],
      desiredSalary: 1000,
      workStyles: ['fullRemote'],
      employmentTypes: ['fulltime'],
      businessTypes: [1],
      locations: [OSAKA],
    });
    const bad = job({
      companyId: 5,
      salaryMax: 800,
      workStyle: 'attendance',
      employmentType: 'parttime',
      businessType: 3,
      prefectureCode: TOKYO,
    });
    expect(violations(p, bad)).toEqual([
      'blocked_company',
      'salary_below_desired',
      'work_style',
      'employment_type',
      'business_type',
      'location',
    ]);
  });

  it('leave everything to a person with no conditions, newest first, with an honest reason', () => {
    const p = person();
    const older = job({ publishedAt: daysAgo(30), workStyle: 'attendance', salaryMax: 300 });
    const newer = job({ publishedAt: daysAgo(2), employmentType: 'internship', businessType: 3 });
    const never = job({ publishedAt: null });
    const ranked = rankJobs(p, [older, never, newer], { now: NOW });
    expect(ranked.map((r) => r.jobId)).toEqual([newer.id, older.id, never.id]);
    expect(ranked.every((r) => r.score === 0)).toBe(true);
    expect(ranked[0]!.reasons).toEqual(['希望条件が未設定のため、新しい求人から選びました']);
  });
});

describe('ordering', () => {
  const goBackend = person({
    skills: [
      { name: 'Go', level: 4 },
      { name: 'AWS', level: 3 },
      { name: 'Ruby', level: 1 },
    ],
    positionMonths: [{ positionId: POSITION.backend, months: 62 }],
    careerMonths: 80,
  });

  it('puts the job that uses the person’s stack first, weighted by level', () => {
    const goJob = job({ tagIds: [TAG.Go, TAG.AWS] });
    const rubyJob = job({ tagIds: [TAG.Ruby, TAG.Rails] });
    const unrelated = job({ tagIds: [TAG.TypeScript, TAG.React] });
    expect(ids(goBackend, [unrelated, rubyJob, goJob])).toEqual([
      goJob.id,
      rubyJob.id,
      unrelated.id,
    ]);
  });

  it('prefers the same position to a neighbouring one, and more years to fewer', () => {
    const backend = job({ positionIds: [POSITION.backend] });
    const webapp = job({ positionIds: [POSITION.webapp] });
    const sre = job({ positionIds: [POSITION.sre] });
    expect(ids(goBackend, [sre, webapp, backend])).toEqual([backend.id, webapp.id, sre.id]);

    const veteran = scoreJob(preparePerson(goBackend), backend, NOW);
    const junior = scoreJob(
      preparePerson({ ...goBackend, positionMonths: [{ positionId: 2, months: 10 }] }),
      backend,
      NOW,
    );
    expect(veteran.exactScore).toBeGreaterThan(junior.exactScore);
  });

  it('prefers a band that starts at the desired salary to one that only reaches it', () => {
    const p = { ...goBackend, desiredSalary: 600 };
    const starts = job({ salaryMin: 600, salaryMax: 800 });
    const reaches = job({ salaryMin: 400, salaryMax: 650 });
    expect(ids(p, [reaches, starts])).toEqual([starts.id, reaches.id]);
  });

  it('tempers lead roles for an early career, unless the person has led', () => {
    const early = person({
      skills: [{ name: 'Go', level: 4 }],
      positionMonths: [{ positionId: POSITION.backend, months: 20 }],
      careerMonths: 20,
    });
    const lead = job({ positionIds: [POSITION.backend, POSITION.techLead] });
    const member = job({ positionIds: [POSITION.backend] });
    expect(ids(early, [lead, member])).toEqual([member.id, lead.id]);
    const led = {
      ...early,
      positionMonths: [...early.positionMonths, { positionId: POSITION.techLead, months: 12 }],
    };
    expect(scoreJob(preparePerson(led), lead, NOW).breakdown.seniority).toBe(1);
  });

  it('uses hirability: side-job entries for NO_JOB_CHANGE, fresh postings for JOB_CHANGE', () => {
    const sideJob = job({ preferredConditionIds: [1], publishedAt: daysAgo(100) });
    const fresh = job({ preferredConditionIds: [], publishedAt: daysAgo(3) });
    expect(ids({ ...goBackend, hirability: 'NO_JOB_CHANGE' }, [fresh, sideJob])).toEqual([
      sideJob.id,
      fresh.id,
    ]);
    expect(ids({ ...goBackend, hirability: 'JOB_CHANGE' }, [sideJob, fresh])).toEqual([
      fresh.id,
      sideJob.id,
    ]);
  });

  it('rewards what the person wants to do, in technologies and conditions', () => {
    const p = { ...goBackend, wantToDo: 'Rustで低レイヤーに挑戦したい。フレックスで働きたい' };
    const rust = job({ tagIds: [TAG.Rust], preferredConditionIds: [11] });
    const plain = job({ tagIds: [TAG.Rust] });
    const ranked = rankJobs(p, [plain, rust], { now: NOW });
    expect(ranked.map((r) => r.jobId)).toEqual([rust.id, plain.id]);
    expect(ranked[0]!.reasons).toContain('やりたいこと（Rust）に合います');
    expect(ranked[0]!.reasons).toContain('こだわり条件: フレックス');
  });

  it('scores 0–100 and reaches 100 for a job that fits every component', () => {
    const p = person({
      skills: [{ name: 'Go', level: 5 }],
      positionMonths: [{ positionId: POSITION.backend, months: 72 }],
      careerMonths: 72,
      desiredSalary: 600,
    });
    const perfect = job({ tagIds: [TAG.Go], salaryMin: 700, salaryMax: 900 });
    const [ranked] = rankJobs(p, [perfect], { now: NOW });
    expect(ranked!.score).toBe(100);
    const poor = job({ tagIds: [TAG.TypeScript], positionIds: [POSITION.sre], salaryMax: 600 });
    const [low] = rankJobs(p, [poor], { now: NOW });
    expect(low!.score).toBeGreaterThanOrEqual(0);
    expect(low!.score).toBeLessThan(30);
  });

  it('does not call a job a perfect match when the person gave no skills or career', () => {
    const onlyWishes = person({ desiredSalary: 600 });
    const fits = job({ tagIds: [TAG.Go], salaryMin: 700, salaryMax: 900 });
    const [ranked] = rankJobs(onlyWishes, [fits], { now: NOW });
    expect(ranked!.score).toBeLessThanOrEqual(60);
    expect(ranked!.score).toBeGreaterThan(0);
    const withSkills = person({ desiredSalary: 600, skills: [{ name: 'Go', level: 5 }] });
    const [better] = rankJobs(withSkills, [fits], { now: NOW });
    expect(better!.score).toBeGreaterThan(ranked!.score);
    expect(better!.score).toBeLessThan(100);
  });
});

describe('determinism', () => {
  it('breaks ties by newest, then by id, whatever order the jobs came in', () => {
    const p = person({ skills: [{ name: 'Go', level: 3 }] });
    const twins = [5, 3, 9, 1].map((id) => job({ id, publishedAt: daysAgo(10) }));
    const newest = job({ id: 7, publishedAt: daysAgo(1) });
    const expected = [7, 1, 3, 5, 9];
    expect(ids(p, [...twins, newest])).toEqual(expected);
    expect(ids(p, [newest, ...twins].reverse())).toEqual(expected);
    const scores = rankJobs(p, twins, { now: NOW }).map((r) => r.exactScore);
    expect(new Set(scores).size).toBe(1);
  });

  it('gives the same ranking for any permutation of a larger board', () => {
    const p = person({
      skills: [
        { name: 'TypeScript', level: 3 },
        { name: 'React', level: 4 },
        { name: 'AWS', level: 2 },
      ],
      positionMonths: [{ positionId: POSITION.frontend, months: 30 }],
      careerMonths: 30,
      desiredSalary: 500,
      hirability: 'WANT_TO_HEAR',
    });
    const tags = Object.values(TAG);
    const board = Array.from({ length: 60 }, (_, i) =>
      job({
        id: 500 + i,
        companyId: i % 7,
        tagIds: [tags[i % tags.length]!, tags[(i * 3) % tags.length]!],
        positionIds: [[1, 2, 3, 5][i % 4]!],
        salaryMin: 300 + (i % 5) * 50,
        salaryMax: 500 + (i % 6) * 60,
        preferredConditionIds: i % 3 === 0 ? [1] : [],
        publishedAt: daysAgo(i % 9),
      }),
    );
    const first = ids(p, board);
    const shuffled = [...board].sort((a, b) => ((a.id * 7919) % 61) - ((b.id * 7919) % 61));
    expect(ids(p, shuffled)).toEqual(first);
    expect(first.length).toBeGreaterThan(10);
  });

  it('keeps to three jobs per company and to the limit', () => {
    const p = person({ skills: [{ name: 'Go', level: 3 }] });
    const same = Array.from({ length: 5 }, () => job({ companyId: 42 }));
    const others = Array.from({ length: 4 }, () => job({ tagIds: [TAG.Ruby] }));
    const ranked = rankJobs(p, [...same, ...others], { now: NOW });
    expect(ranked.filter((r) => r.companyId === 42)).toHaveLength(3);
    expect(ranked).toHaveLength(7);
    expect(rankJobs(p, [...same, ...others], { now: NOW, limit: 2 })).toHaveLength(2);
  });
});

describe('reasons', () => {
  it('name the matched skills, career, salary and conditions in Japanese', () => {
    const p = person({
      skills: [
        { name: 'Go', level: 4 },
        { name: 'AWS', level: 3 },
      ],
      positionMonths: [{ positionId: POSITION.backend, months: 65 }],
      careerMonths: 65,
      desiredSalary: 600,
      workStyles: ['fullRemote', 'partialRemote'],
    });
    const remote = job({
      tagIds: [TAG.AWS, TAG.Go, TAG.MySQL],
      salaryMin: 650,
      salaryMax: 900,
      workStyle: 'fullRemote',
    });
    const [ranked] = rankJobs(p, [remote], { now: NOW });
    expect(ranked!.reasons).toEqual([
      'Go・AWSの経験が活かせます',
      'バックエンドエンジニアの経験 5年',
      '希望年収600万円以上',
      'フルリモート可',
    ]);
  });

  it('say where a job is when it is in a desired prefecture, and when the band only reaches the wish', () => {
    const p = person({ locations: [OSAKA], desiredSalary: 600 });
    const osaka = job({ workStyle: 'attendance', prefectureCode: OSAKA, salaryMin: 450 });
    const [ranked] = rankJobs(p, [osaka], { now: NOW });
    expect(ranked!.reasons).toEqual([
      '希望年収600万円に届く（上限800万円）',
      '希望勤務地（大阪府）',
    ]);
  });

  it('tell repository evidence from claimed experience, and a neighbouring position', () => {
    const p = person({
      repoLanguages: [
        { name: 'TypeScript', bytes: 80_000 },
        { name: 'HCL', bytes: 20_000 },
      ],
      positionMonths: [{ positionId: POSITION.backend, months: 8 }],
      careerMonths: 8,
    });
    const j = job({ tagIds: [TAG.TypeScript, TAG_TERRAFORM], positionIds: [POSITION.webapp] });
    const [ranked] = rankJobs(p, [j], { now: NOW });
    expect(ranked!.reasons).toEqual([
      'GitHubのリポジトリでTypeScript・Terraformを使っています',
      '近い職種（バックエンドエンジニア）の経験 1年未満',
    ]);
  });

  it('say a side job is possible for people not changing jobs now, and that a posting is new', () => {
    const side = job({ preferredConditionIds: [2] });
    const [heard] = rankJobs(person({ hirability: 'WANT_TO_HEAR' }), [side], { now: NOW });
    expect(heard!.reasons).toContain('副業から始められます');
    const fresh = job({ publishedAt: daysAgo(3) });
    const [ready] = rankJobs(person({ hirability: 'JOB_CHANGE' }), [fresh], { now: NOW });
    expect(ready!.reasons).toContain('公開から3日の新着求人');
  });
});

describe('skills, career and wants', () => {
  it('read skill names in any spelling, and GitHub’s language names', () => {
    expect(techTagOf('golang')?.name).toBe('Go');
    expect(techTagOf('ＧＯ')?.name).toBe('Go');
    expect(techTagOf('k8s')?.name).toBe('Kubernetes');
    expect(techTagOf('node.js')?.name).toBe('Node.js');
    expect(techTagOf('ruby on rails')?.name).toBe('Ruby on Rails');
    expect(techTagOf('HCL')?.name).toBe('Terraform');
    expect(techTagOf('Figma')).toBeUndefined();
  });

  it('take the higher of a skill tag and the repositories, and cap repositories at level 3', () => {
    const skills = resolveSkills(
      [{ name: 'Go', level: 2 }],
      [
        { name: 'Go', bytes: 900 },
        { name: 'Shell', bytes: 50 },
        { name: 'Ruby', bytes: 50 },
      ],
    );
    expect(skills.get(TAG.Go)).toMatchObject({ level: 3, fromSkillTag: true, fromRepos: true });
    expect(skills.get(TAG.Ruby)).toMatchObject({ level: 1, fromSkillTag: false });
    expect(skills.size).toBe(2);
  });

  it('count months per position once where experiences overlap, ongoing ones to this month', () => {
    const career = summariseCareer(
      [
        { positionIds: [2], startYear: 2020, startMonth: 4, endYear: 2022, endMonth: 3 },
        // A side project of the same position overlapping the first for 12 months.
        { positionIds: [2, 1], startYear: 2021, startMonth: 4, endYear: 2023, endMonth: 3 },
        // Ongoing: from 2024-01 to 2026-11 (NOW, in Japan) is 35 months.
        { positionIds: [5], startYear: 2024, startMonth: 1, endYear: null, endMonth: null },
        // Starts next year: nothing yet.
        { positionIds: [13], startYear: 2027, startMonth: 4, endYear: null, endMonth: null },
      ],
      NOW,
    );
    expect(career.positionMonths).toEqual([
      { positionId: 2, months: 36 },
      { positionId: 5, months: 35 },
      { positionId: 1, months: 24 },
    ]);
    expect(career.careerMonths).toBe(36 + 35);
  });

  it('find technologies and conditions in what the person wants to do, without false hits', () => {
    expect(readWants('Goで副業から始めたい。英語も使いたい')).toEqual({
      tagIds: [TAG.Go],
      conditionIds: [1, 2, 10, 16],
    });
    expect(techTagsInText('GoogleのDjango案件')).toEqual([26]);
    expect(techTagsInText('JavaScriptとReact Native')).toEqual([2, 18, 29]);
    expect(readWants(null)).toEqual({ tagIds: [], conditionIds: [] });
  });
});

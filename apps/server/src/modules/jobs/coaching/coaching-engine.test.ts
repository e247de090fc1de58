import { JOB_POSITION_KEYS } from '@kiseki/contract';
import { describe, expect, it } from 'vitest';
import {
  buildInterviewCoaching,
  type CoachingCareer,
  type CoachingExperience,
  type CoachingJob,
  clip,
  formatMonths,
  HIGHLIGHTS_MAX,
  LIKELY_QUESTIONS_MAX,
  QUESTIONS_TO_ASK_MAX,
} from './coaching-engine';
import { POSITION_BANK } from './question-bank';
import { findTerms, KNOWN_TERMS, termOfSkill } from './tech-terms';

const NOW = new Date('2025-06-15T03:00:00Z');

const job = (overrides: Partial<CoachingJob> = {}): CoachingJob => ({
  id: 42,
  title: '決済サービスのバックエンドエンジニア（Go / AWS）',
  companyName: '株式会社ミライペイ',
  positions: [{ key: 'BACKEND_ENGINEER', name: 'バックエンドエンジニア' }],
  tags: [{ name: 'Go' }, { name: 'MySQL' }, { name: 'AWS' }],
  jobDetails:
    '決済サービスのバックエンドエンジニアとして、次の業務をお任せします。\n・APIの設計と実装\nチームはエンジニア6名・PdM1名の構成で、2週間単位のスプリントで開発を進めています。',
  requiredSkills:
    '・Goを用いた開発経験\n・Webアプリケーションのサーバーサイド開発の実務経験（3年以上）\n・RDBを用いたテーブル設計の経験',
  welcomeSkills: '・AWSを用いた開発・運用経験\n・Kubernetesを用いた本番環境の運用経験',
  developmentEnvironment: '言語: Go\nデータベース: MySQL, Redis\nインフラ・CI: AWS, Docker',
  workingConditions: 'フルリモート勤務です。',
  businessType: 1,
  workStyle: 'fullRemote',
  employmentType: 'fulltime',
  preferredConditionIds: [],
  ...overrides,
});

const experience = (overrides: Partial<CoachingExperience> = {}): CoachingExperience => ({
  organizationName: '株式会社サンプルテック',
  positionIds: [2],
  positionName: null,
  isClientWork: false,
  clientCompanyName: null,
  startYear: 2022,
  startMonth: 6,
  endYear: null,
  endMonth: null,
  description: 'Goで決済APIを開発。\nMySQLのスロークエリを改善し、応答時間を半分にした。',
  ...overrides,
});

const EMPTY: CoachingCareer = { experiences: [], skillTags: [], wantToDo: null, jobSummary: null };

const career = (overrides: Partial<CoachingCareer> = {}): CoachingCareer => ({
  experiences: [experience()],
  skillTags: [],
  wantToDo: null,
  jobSummary: null,
  ...overrides,
});

const coach = (j: CoachingJob, c: CoachingCareer, now = NOW) =>
  buildInterviewCoaching({ job: j, career: c, now });

const questionsOf = (result: ReturnType<typeof coach>) =>
  result.likely_questions.map((q) => q.question);
const titlesOf = (result: ReturnType<typeof coach>) => result.highlights.map((h) => h.title);

// Pure code: run once, not again for the PostgreSQL project.
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('interview coaching engine', () => {
  it('gives the same coaching for the same input, whatever the order of the experiences', () => {
    const c = career({
      experiences: [
        experience(),
        experience({
          organizationName: '株式会社北斗データ',
          positionIds: [3],
          startYear: 2017,
          startMonth: 4,
          endYear: 2022,
          endMonth: 5,
          description: 'Javaで社内システムを開発。',
        }),
      ],
      skillTags: [
        { name: 'AWS', level: 2 },
        { name: 'Redis', level: 3 },
      ],
      wantToDo: 'Kubernetesで基盤を作りたい',
    });
    const first = coach(job(), c);
    expect(coach(job(), c)).toEqual(first);
    const reversed = { ...c, experiences: [...c.experiences].reverse() };
    expect(coach(job(), reversed)).toEqual(first);
    expect(first.provider).toBe('builtin');
    expect(first.job_description_id).toBe(42);
    expect(first.generated_at).toBe(Math.floor(NOW.getTime() / 1000));
  });

  it('names the company and the years of a required skill the person has', () => {
    // June 2022 to June 2025, counted inclusively: 3 years and 1 month.
    const result = coach(job(), career());
    expect(result.highlights[0]).toEqual({
      title: 'Goでの開発経験（株式会社サンプルテック、3年1か月）',
      detail: expect.stringContaining('必須スキル「Goを用いた開発経験」に当てはまります。'),
    });
    expect(result.highlights[0]!.detail).toContain('「Goで決済APIを開発」');
    expect(questionsOf(result)).toContain(
      'Goを使った開発で、最も難しかった課題と、それをどう解決したかを教えてください。',
    );
    // The experience itself is asked about, by its company and position.
    expect(questionsOf(result)).toContain(
      '株式会社サンプルテックでのバックエンドエンジニアの仕事で、ご自身が担当した範囲と成果を教えてください。',
    );
    // Nothing required is missing, so no gap question.
    expect(questionsOf(result).some((q) => q.includes('実務経験はありますか'))).toBe(false);
  });

  it('recognises other spellings and full-width letters as the same technology', () => {
    const result = coach(
      job({ requiredSkills: '・ＡＷＳを用いたインフラ構築の経験', tags: [] }),
      career({
        experiences: [experience({ description: 'golangでAPIを開発' })],
        skillTags: [{ name: 'Amazon Web Services', level: 4 }],
      }),
    );
    expect(titlesOf(result)[0]).toBe('AWSのスキル（人に教えられる）');
    // The quoted requirement keeps the posting's own characters.
    expect(result.highlights[0]!.detail).toContain(
      '必須スキル「ＡＷＳを用いたインフラ構築の経験」',
    );
  });

  it('asks about a required skill the career lacks, pointing to a neighbouring one', () => {
    const result = coach(
      job(),
      career({
        experiences: [
          experience({ description: 'Javaで決済システムを開発', startYear: 2020, startMonth: 1 }),
        ],
      }),
    );
    const gap = result.likely_questions.find((q) => q.question === 'Goの実務経験はありますか。');
    expect(gap?.intent).toContain('必須スキルに挙がっています');
    expect(gap?.intent).toContain('近い経験（Java）');
    expect(result.questions_to_ask).toContain(
      'Goの経験が浅いメンバーには、どのようなオンボーディングやサポートがありますか。',
    );
    expect(titlesOf(result).some((t) => t.startsWith('Go'))).toBe(false);
  });

  it('counts a requirement line as met by any one of the technologies it names', () => {
    const j = job({
      requiredSkills: '・クラウド環境（AWS・GCP・Azureのいずれか）の構築・運用経験',
    });
    const withGcp = coach(j, career({ skillTags: [{ name: 'GCP', level: 3 }] }));
    expect(questionsOf(withGcp).some((q) => q.includes('実務経験はありますか'))).toBe(false);
    expect(titlesOf(withGcp)).toContain('GCPのスキル（業務で主に使っている）');
    const without = coach(j, career({ experiences: [experience({ description: null })] }));
    expect(questionsOf(without)).toContain('AWS・GCP・Azureの実務経験はありますか。');
  });

  it('checks stated years against the years in the job’s position', () => {
    const met = coach(
      job(),
      career({ experiences: [experience({ startYear: 2021, startMonth: 1 })] }),
    );
    const position = met.highlights.find((h) =>
      h.title.startsWith('バックエンドエンジニアとしての経験'),
    );
    expect(position?.title).toBe(
      'バックエンドエンジニアとしての経験（株式会社サンプルテック、4年6か月）',
    );
    expect(position?.detail).toContain(
      '必須の「Webアプリケーションのサーバーサイド開発の実務経験（3年以上）」も、通算4年6か月の経験で満たしています。',
    );
    expect(questionsOf(met).some((q) => q.includes('3年以上'))).toBe(false);

    const short = coach(
      job(),
      career({ experiences: [experience({ startYear: 2024, startMonth: 1 })] }),
    );
    const question = short.likely_questions.find((q) => q.question.includes('（3年以上）'));
    expect(question?.intent).toContain('該当する経験が1年6か月で');
    expect(question?.intent).toContain('目安（3年以上）');

    // Years in another kind of role cannot be judged against this one: nothing is claimed.
    const designer = coach(
      job(),
      career({ experiences: [experience({ positionIds: [27], description: null })] }),
    );
    expect(questionsOf(designer).some((q) => q.includes('（3年以上）'))).toBe(false);
    expect(JSON.stringify(designer)).not.toContain('満たしています');
  });

  it('prepares a person with an empty career from scratch, inventing nothing', () => {
    const result = coach(job(), EMPTY);
    expect(result.likely_questions[0]).toEqual({
      question: 'これまでに取り組んできたことを教えてください。',
      intent: expect.stringContaining('職歴やスキルがまだ登録されていないため'),
    });
    expect(result.highlights).toEqual([
      {
        title: 'アピールできる経験を書き出しましょう',
        detail: expect.stringContaining('必須スキル（Go）に関わる業務、学習、個人開発を書き出し'),
      },
    ]);
    expect(questionsOf(result)).toContain('Goの実務経験はありますか。');
    // No company or years appear that the input did not hold.
    const all = JSON.stringify(result);
    expect(all).not.toContain('株式会社サンプルテック');
    expect(all).not.toMatch(/\d+年\d*か?月?の経験/);
  });

  it('says so when a career has nothing in common with the job', () => {
    const result = coach(
      job(),
      career({
        experiences: [
          experience({
            organizationName: '株式会社デザインラボ',
            positionIds: [27],
            description: 'Webサイトのデザインを担当',
          }),
        ],
      }),
    );
    expect(titlesOf(result)).toEqual(['求人との共通点を言葉にしましょう']);
    expect(result.highlights[0]!.detail).toContain('通算3年1か月の経験から');
  });

  it('fits the questions to the work style, the business type and the employment type', () => {
    const remote = coach(job({ workStyle: 'fullRemote' }), career());
    expect(questionsOf(remote).some((q) => q.startsWith('フルリモートの環境で'))).toBe(true);
    expect(remote.questions_to_ask).toContain(
      'フルリモートでのオンボーディングや、チーム内の情報共有はどのように行っていますか。',
    );
    const office = coach(job({ workStyle: 'attendance' }), career());
    expect(questionsOf(office).some((q) => q.includes('リモート'))).toBe(false);
    expect(office.questions_to_ask).toContain(
      '出社を基本とする中で、リモートワークが認められる場面はありますか。',
    );

    const ses = coach(
      job({ businessType: 3, companyName: '株式会社テックパートナーズ' }),
      career(),
    );
    expect(questionsOf(ses)).toContain(
      '株式会社テックパートナーズの一員として、参画先の現場で働くことをどう考えていますか。',
    );
    expect(ses.questions_to_ask).toContain(
      '参画する案件はどのように決まり、本人の希望やキャリアはどの程度考慮されますか。',
    );

    const freelance = coach(job({ employmentType: 'freelance' }), career());
    expect(questionsOf(freelance)).toContain(
      '稼働できる日数や時間帯、ほかの案件との兼ね合いを教えてください。',
    );
  });

  it('asks a person moving from client work to an in-house product why', () => {
    const client = career({
      experiences: [
        experience({
          isClientWork: true,
          clientCompanyName: '大手銀行',
          organizationName: '株式会社SIパートナー',
        }),
      ],
    });
    const inHouse = coach(job({ businessType: 1 }), client);
    expect(questionsOf(inHouse)[1]).toBe(
      'これまでの大手銀行向けなど、顧客の案件での開発から、自社開発に移りたい理由を教えてください。',
    );
    const entrusted = coach(job({ businessType: 2 }), client);
    expect(titlesOf(entrusted)).toContain(
      '顧客の案件での開発経験（株式会社SIパートナー、大手銀行向け、3年1か月）',
    );
  });

  it('ties the career plan and questions to ask to what the person wants to do', () => {
    const result = coach(job(), career({ wantToDo: 'Kubernetesを使った基盤づくりに挑戦したい' }));
    const plan = result.likely_questions.find((q) =>
      q.question.startsWith('入社後に挑戦したいこと'),
    );
    expect(plan?.intent).toContain('（Kubernetesを使った基盤づくりに挑戦したい）');
    expect(plan?.intent).toContain('Kubernetesはこの求人の歓迎スキルにも挙がっている');
    expect(titlesOf(result)).toContain('やりたいことと求人の重なり（Kubernetes）');
    expect(result.questions_to_ask).toContain(
      '入社後、Kubernetesを使う業務にはどのくらい関われますか。',
    );

    const none = coach(job(), career());
    const ask = none.likely_questions.find((q) => q.question.startsWith('入社後に挑戦したいこと'));
    expect(ask?.intent).toContain('「やりたいこと」がまだ登録されていない');
  });

  it('uses the team size from the posting and the position’s own questions', () => {
    const result = coach(job(), career());
    expect(result.questions_to_ask[0]).toBe(
      'エンジニア6名のチームの中で、入社後に最初に任せていただく仕事は何ですか。',
    );
    expect(result.questions_to_ask).toContain(POSITION_BANK.BACKEND_ENGINEER.ask);
    const sre = coach(
      job({ positions: [{ key: 'SITE_RELIABILITY_ENGINEER', name: 'SRE' }], jobDetails: '' }),
      career(),
    );
    expect(questionsOf(sre)).toContain(
      POSITION_BANK.SITE_RELIABILITY_ENGINEER.questions[0]!.question,
    );
    expect(sre.questions_to_ask[0]).toBe(
      '配属予定のチームの構成と、入社後に最初に任せていただく仕事を教えてください。',
    );
  });

  it('keeps every list within its limit and every text filled, for every position', () => {
    const busy = career({
      experiences: [
        experience(),
        experience({
          organizationName: '株式会社A',
          isClientWork: true,
          startYear: 2015,
          endYear: 2022,
          endMonth: 5,
        }),
      ],
      skillTags: [
        { name: 'Go', level: 5 },
        { name: 'AWS', level: 3 },
        { name: 'Kubernetes', level: 2 },
        { name: 'MySQL', level: 3 },
        { name: 'Redis', level: 2 },
      ],
      wantToDo: 'Rustで低レイヤーの開発をしたい',
    });
    for (const key of JOB_POSITION_KEYS) {
      const result = coach(
        job({
          positions: [{ key, name: key }],
          businessType: 2,
          employmentType: 'internship',
          preferredConditionIds: [7, 9, 10, 15],
        }),
        busy,
      );
      expect(result.likely_questions.length).toBeLessThanOrEqual(LIKELY_QUESTIONS_MAX);
      expect(result.likely_questions.length).toBeGreaterThanOrEqual(5);
      expect(result.highlights.length).toBeLessThanOrEqual(HIGHLIGHTS_MAX);
      expect(result.highlights.length).toBeGreaterThan(0);
      expect(result.questions_to_ask.length).toBeLessThanOrEqual(QUESTIONS_TO_ASK_MAX);
      expect(result.questions_to_ask.length).toBeGreaterThanOrEqual(4);
      const texts = [
        ...result.likely_questions.flatMap((q) => [q.question, q.intent]),
        ...result.highlights.flatMap((h) => [h.title, h.detail]),
        ...result.questions_to_ask,
      ];
      for (const text of texts) {
        expect(text.trim().length).toBeGreaterThan(5);
        expect(text).not.toMatch(/undefined|null|NaN/);
      }
      // The first and last questions of an interview stay, however many others compete.
      expect(result.likely_questions[0]!.question).toBe('これまでのご経歴を簡単に教えてください。');
      expect(result.likely_questions.at(-1)!.question).toBe('最後に、何か質問はありますか。');
      expect(new Set(result.questions_to_ask).size).toBe(result.questions_to_ask.length);
    }
  });

  it('has interview questions and a question to ask for every position', () => {
    for (const key of JOB_POSITION_KEYS) {
      expect(POSITION_BANK[key].questions.length).toBeGreaterThan(0);
      expect(POSITION_BANK[key].ask).toMatch(/[。？]$/);
    }
  });
});

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('finding technologies in text', () => {
  const labels = (text: string) => findTerms(text, KNOWN_TERMS).map((t) => t.label);

  it('finds whole words only', () => {
    expect(labels('Google Playへのリリース経験、MongoDBとDjangoの経験')).toEqual([
      'MongoDB',
      'Django',
    ]);
    expect(labels('Goを用いた開発経験（Go言語）')).toEqual(['Go']);
    expect(labels('JavaScriptとJavaの経験')).toEqual(['JavaScript', 'Java']);
    expect(labels('Node.jsとNext.jsとC++とC#')).toEqual(['Node.js', 'Next.js', 'C++', 'C#']);
    expect(labels('SQL Serverの運用とSQLの知識')).toEqual(['SQL Server', 'SQL']);
    expect(labels('lets go to the office')).toEqual([]);
  });

  it('maps skill tag spellings to one technology', () => {
    expect(termOfSkill('golang').label).toBe('Go');
    expect(termOfSkill('ｋ８ｓ').label).toBe('Kubernetes');
    expect(termOfSkill('React.js').key).toBe(termOfSkill('React').key);
    expect(termOfSkill('決済システム')).toMatchObject({ label: '決済システム', group: null });
  });

  it('formats durations and clips text without splitting characters', () => {
    expect(formatMonths(36)).toBe('3年');
    expect(formatMonths(18)).toBe('1年6か月');
    expect(formatMonths(8)).toBe('8か月');
    expect(clip('🍣'.repeat(10), 5)).toBe('🍣🍣🍣🍣…');
    expect(clip('短い', 5)).toBe('短い');
  });
});

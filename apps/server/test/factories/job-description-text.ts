import {
  BUSINESS_TYPE,
  type BusinessTypeId,
  type EmploymentType,
  type JobPosition,
  PREFERRED_CONDITION,
  prefecturesByCode,
  TECH_TAG_GROUP_LABELS,
  TECH_TAG_GROUPS,
  type TechTagName,
  techTagsById,
  type WorkStyle,
} from '@kiseki/contract';
import { type IndustryProfile, OFFICE_AREAS } from './company-vocabulary';
import {
  APPEALS,
  ARCHITECTURE_NOTES,
  BENEFITS,
  FLAVOUR_WELCOME,
  FLEX_HOURS,
  FOCUS_AREAS,
  GROWTH_NOTES,
  HOLIDAYS,
  HOURS,
  IN_HOUSE_PROCESSES,
  MONITORING_TOOLS,
  ONBOARDING,
  SENIORITY_DUTIES,
  SENIORITY_NOTES,
  SENIORITY_REQUIREMENTS,
  type Seniority,
  TECH_CHALLENGES,
} from './job-text-vocabulary';
import type { PositionProfile, Stack } from './position-profiles';
import type { Rng } from './random';

export type { Seniority } from './job-text-vocabulary';

/** The role as postings word it: the master name, unless the profile gives a better one. */
export const roleName = (facts: Pick<JobFacts, 'position' | 'profile'>): string =>
  facts.profile.roleName ?? facts.position.name;

/** Everything already decided about a posting; the text only puts it into words. */
export interface JobFacts {
  companyName: string;
  product: string;
  customer: string;
  position: JobPosition;
  profile: PositionProfile;
  stack: Stack;
  cloud: TechTagName | undefined;
  tagIds: readonly number[];
  preferredConditionIds: readonly number[];
  businessType: BusinessTypeId;
  workStyle: WorkStyle;
  employmentType: EmploymentType;
  prefectureCode: number;
  seniority: Seniority;
  /** The company's industry, when it is one the vocabulary knows. */
  industry: IndustryProfile | undefined;
  employeeCount: number;
  salaryMin: number;
  salaryMax: number;
}

export interface JobText {
  title: string;
  summary: string;
  jobDetails: string;
  requiredSkills: string;
  welcomeSkills: string;
  developmentEnvironment: string;
  workingConditions: string;
}

/** Facts the sections must agree on but no column holds (office days, the office itself). */
interface Shared {
  focus: string;
  officeDays: number;
  office: string;
  required: string[];
}

export function composeJobText(rng: Rng, facts: JobFacts): JobText {
  const shared: Shared = {
    focus: rng.pick(FOCUS_AREAS[facts.profile.flavour]),
    officeDays: rng.int(1, 3),
    office: officeOf(rng, facts.prefectureCode),
    required: requiredLines(rng, facts),
  };
  return {
    title: composeTitle(rng, facts, shared),
    summary: composeSummary(rng, facts, shared),
    jobDetails: composeJobDetails(rng, facts, shared),
    requiredSkills: composeRequiredSkills(rng, facts, shared),
    welcomeSkills: composeWelcomeSkills(rng, facts, shared),
    developmentEnvironment: composeDevelopmentEnvironment(rng, facts),
    workingConditions: composeWorkingConditions(rng, facts, shared),
  };
}

const bullets = (lines: readonly string[]): string => lines.map((line) => `・${line}`).join('\n');
const has = (facts: JobFacts, condition: number) => facts.preferredConditionIds.includes(condition);
/** One formatter: toLocaleString() builds a new one on every call, which a big world notices. */
const GROUPED = new Intl.NumberFormat('ja-JP');
const yen = (man: number) => GROUPED.format(man);

/** 「Go / AWS」: the main language with its framework, or with the cloud when it has none. */
export function stackLabel(stack: Stack, cloud: TechTagName | undefined): string {
  const language = stack.languages[0]!;
  const framework = stack.frameworks[0];
  const parts: string[] = framework
    ? framework.includes(language)
      ? [framework]
      : [language, framework]
    : [language];
  if (parts.length < 2 && cloud) parts.push(cloud);
  return parts.join(' / ');
}

/** Roles that are senior by definition read oddly with 「シニア」 in front (シニアCTO). */
const seniorByNature = (facts: JobFacts) => facts.profile.salary[0] >= 750;

/**
 * The role with its seniority, as titles print it: 「シニアバックエンドエンジニア」. Forms with
 * their own brackets are left out when the stack follows in brackets (「（シニア）（Go）」).
 */
function titledRole(rng: Rng, facts: JobFacts, stackFollows: boolean): string {
  const role = roleName(facts);
  // Interns are students: 「第二新卒」 and 「ジュニア」 are for people already at work.
  if (seniorByNature(facts) || facts.employmentType === 'internship') return role;
  const people = facts.profile.flavour === 'people';
  const forms: Record<Seniority, string[]> = {
    junior: [`ジュニア${role}`, `${role}（ジュニア〜ミドル）`, `${role}（第二新卒歓迎）`],
    member: [role],
    senior: [`シニア${role}`, `${role}（シニア）`, `ミドル〜シニアの${role}`],
    lead: people
      ? [`リード${role}`, `${role}（リーダー候補）`]
      : [`リード${role}`, `${role}（リードクラス）`, `${role}（テックリード候補）`],
  };
  const usable = forms[facts.seniority].filter((form) => !stackFollows || !form.endsWith('）'));
  return rng.pick(usable);
}

const EMPLOYMENT_PREFIX: Record<EmploymentType, string> = {
  fulltime: '',
  freelance: '【業務委託】',
  parttime: '【週3日〜】',
  internship: '【長期インターン】',
};

/** Bracketed hooks boards put before a title: what sets the posting apart. */
function titleHooks(rng: Rng, facts: JobFacts, shared: Shared): string {
  const employment = EMPLOYMENT_PREFIX[facts.employmentType];
  if (employment) return employment;
  const candidates: string[] = [];
  if (facts.workStyle === 'fullRemote') {
    candidates.push(rng.pick(['【フルリモート】', '【フルリモート・全国から応募可】']));
  }
  if (facts.workStyle === 'partialRemote') {
    candidates.push(rng.pick(['【リモート可】', `【週${shared.officeDays}日出社】`]));
  }
  candidates.push(`【年収${facts.salaryMin}万〜${facts.salaryMax}万円】`);
  if (has(facts, PREFERRED_CONDITION.flextime)) candidates.push('【フレックス】');
  if (has(facts, PREFERRED_CONDITION.sideJobOk)) candidates.push('【副業OK】');
  if (has(facts, PREFERRED_CONDITION.overtimeUnder20h)) candidates.push('【残業月20時間未満】');
  if (has(facts, PREFERRED_CONDITION.startup)) candidates.push('【スタートアップ】');
  if (has(facts, PREFERRED_CONDITION.listed)) candidates.push('【上場企業】');
  if (facts.seniority === 'junior') candidates.push('【第二新卒歓迎】', '【ポテンシャル採用】');
  const count = rng.weighted([
    [0, 35],
    [1, 45],
    [2, 20],
  ] as const);
  return rng.sample(candidates, count).join('');
}

function composeTitle(rng: Rng, facts: JobFacts, shared: Shared): string {
  const stack = facts.profile.stackInTitle ? `（${stackLabel(facts.stack, facts.cloud)}）` : '';
  const role = titledRole(rng, facts, stack !== '');
  const { product } = facts;
  const { focus } = shared;
  // Each reads straight into the product's name: 「…｜技術選定から関われる勤怠管理SaaS」.
  const hook = rng.pick([
    '技術選定から関われる',
    '0→1で立ち上げる',
    'リプレイスが進む',
    '少数精鋭で開発する',
    '急成長中の',
    'ユーザーとの距離が近い',
  ]);
  const aimed = aimedAt(facts, '');
  const templates =
    facts.businessType === BUSINESS_TYPE.ses
      ? [
          `${role}${stack}｜${product}の開発案件`,
          `${product}案件の${role}${stack}`,
          `${role}${stack}｜案件選択制・${facts.customer}のプロジェクト`,
          `${role}${stack}｜キャリアに合わせて案件を選べる`,
          `${aimed}案件｜${role}${stack}`,
        ]
      : facts.businessType === BUSINESS_TYPE.entrusted
        ? [
            `受託開発の${role}${stack}｜${product}`,
            `${product}の開発プロジェクト｜${role}${stack}`,
            `${role}${stack}｜${facts.customer}のシステムの受託開発`,
            `上流工程から携わる${role}${stack}｜${product}`,
            `${aimed}を手がける${role}${stack}`,
          ]
        : [
            `${product}の${role}${stack}`,
            `自社開発｜${product}を支える${role}${stack}`,
            `${role}募集｜${product}の開発を担う${stack ? `メンバー${stack}` : 'メンバー'}`,
            `${product}の開発チームで働く${role}${stack}`,
            `${product}の${focus}を担う${role}${stack}`,
            `${role}${stack}｜${hook}${product}`,
            `【${product}】${role}${stack}`,
            `${role}${stack}｜${product}を一緒に育てる仲間を募集`,
          ];
  return `${titleHooks(rng, facts, shared)}${rng.pick(templates)}`;
}

/**
 * 「小売事業者向けのネットスーパー」, or the product alone when its name already says whom it
 * is for (「金融機関向け基幹システム」 would read 「金融機関向け金融機関向け…」), followed by
 * `particle`.
 */
function aimedAt(facts: JobFacts, particle: string): string {
  const { product, customer } = facts;
  return product.includes('向け')
    ? `${product}${particle}`
    : `${customer}向けの${product}${particle}`;
}

/** A figure of the service's reach, in words that fit its audience. */
function reach(rng: Rng, facts: JobFacts): string {
  const businesses = facts.industry?.audienceConditions[0] !== PREFERRED_CONDITION.btoc;
  if (businesses) {
    return rng.pick([
      `導入社数${yen(rng.int(3, 120) * 100)}社を超える`,
      `${yen(rng.int(2, 40) * 1000)}以上の事業所で使われている`,
    ]);
  }
  return rng.pick([
    `累計${rng.int(5, 900) * 10}万人が利用する`,
    `月間${rng.int(3, 300) * 10}万人が訪れる`,
    `累計${rng.int(1, 80) * 50}万ダウンロードを超える`,
  ]);
}

function composeSummary(rng: Rng, facts: JobFacts, shared: Shared): string {
  const role = roleName(facts);
  const { companyName: company, product, customer } = facts;
  const industry = facts.industry;
  let opening: string[];
  if (facts.businessType === BUSINESS_TYPE.ses) {
    opening = [
      `${product}の開発案件に参画していただく${role}を募集します。${company}の社員として、希望や適性に合わせて案件を選びながらキャリアを築けます。`,
      `${company}は、${customer}のシステム開発を技術面で支えるエンジニア集団です。${product}の案件で${role}を募集します。`,
      `${product}の開発案件に${role}として参画していただきます。参画先は面談で希望を伺ってから決めます。`,
      `${aimedAt(facts, 'の')}開発に、${company}の${role}として携わっていただきます。`,
    ];
  } else if (facts.businessType === BUSINESS_TYPE.entrusted) {
    const specialty =
      industry && industry.name !== 'SI・受託開発'
        ? `${industry.name}領域に強みを持つ開発会社です`
        : `${customer}のシステム開発を手がけています`;
    opening = [
      `${company}は${specialty}。今回は${product}の開発プロジェクトで${role}を募集します。`,
      `${product}の開発を${customer}から受託しており、${role}として要件定義からリリースまで担っていただきます。`,
      `${company}では${aimedAt(facts, 'の')}受託開発を行っており、${role}を増員します。`,
      `要件定義からリリース後の運用まで一貫して手がける${company}で、${product}プロジェクトの${role}を募集しています。`,
    ];
  } else {
    const challenge = industry ? rng.pick(industry.challenges) : '手間のかかる業務';
    const mission = industry ? rng.pick(industry.missions) : '働く人の可能性を広げる';
    const size =
      facts.employeeCount < 100
        ? `社員${facts.employeeCount}名`
        : `社員約${roundTo10(facts.employeeCount)}名`;
    opening = [
      `${company}が提供する${product}の${role}を募集しています。`,
      `${product}を開発・運営する${company}で、${role}として${shared.focus}に取り組んでいただきます。`,
      `${aimedAt(facts, 'を')}展開する${company}が、${role}を募集します。`,
      `${product}は、${customer}が抱える「${challenge}」という課題を解決するサービスです。`,
      `「${mission}」をミッションに掲げる${company}で、${product}の${role}を募集しています。`,
      `${reach(rng, facts)}${product}を支える${role}を募集します。`,
      `${company}は${size}の組織で、${product}を自社で企画・開発しています。`,
      `${product}の${rng.pick(['リニューアル', '海外展開', '機能拡充', '新プランの提供開始', 'マルチプロダクト化'])}にあたり、${role}を新たに募集します。`,
    ];
  }
  const sentences = [rng.pick(opening)];
  if (facts.businessType === BUSINESS_TYPE.inHouse || rng.chance(0.4)) {
    sentences.push(rng.pick(GROWTH_NOTES));
  }
  if (rng.chance(0.7)) sentences.push(rng.pick(SENIORITY_NOTES[facts.seniority]));
  return sentences.join('');
}

function composeJobDetails(rng: Rng, facts: JobFacts, shared: Shared): string {
  const { product } = facts;
  const duties = [
    ...rng.sample(facts.profile.duties, rng.int(3, 4)),
    ...rng.sample(SENIORITY_DUTIES[facts.seniority], 1),
  ];
  const intro = rng.pick([
    `${product}の${roleName(facts)}として、次の業務をお任せします。`,
    `${product}の開発チームに加わり、主に次の業務を担当していただきます。`,
    `${shared.focus}を中心に、次の業務に取り組んでいただきます。`,
    '担当していただく業務の例は次のとおりです。',
  ]);
  const engineers = rng.int(3, 12);
  const team = `エンジニア${engineers}名${rng.chance(0.6) ? '・デザイナー1名' : ''}${rng.chance(0.6) ? '・PdM1名' : ''}`;
  const process = has(facts, PREFERRED_CONDITION.agile)
    ? 'スクラム（1〜2週間のスプリント）'
    : facts.businessType === BUSINESS_TYPE.inHouse
      ? rng.pick(IN_HOUSE_PROCESSES)
      : 'ウォーターフォールを基本に、一部アジャイルを取り入れた形';
  const lines = [
    intro,
    bullets(duties),
    rng.pick([
      `チームは${team}の構成で、${process}で開発を進めています。`,
      `${team}のチームで、${process}を採用しています。`,
      `現在の開発体制は${team}です。開発は${process}で進めています。`,
    ]),
  ];
  if (facts.employmentType !== 'internship' && rng.chance(0.55)) {
    lines.push(
      '【今後取り組みたいこと】',
      bullets(rng.sample(TECH_CHALLENGES[facts.profile.flavour], 2)),
    );
  }
  if (rng.chance(0.5)) lines.push(`【このポジションの魅力】${rng.pick(APPEALS)}。`);
  if (facts.seniority === 'junior' || rng.chance(0.25))
    lines.push(`入社後は、${rng.pick(ONBOARDING)}。`);
  return lines.join('\n');
}

/** 「（3年以上）」 in a profile line, moved with the seniority asked for. */
const YEARS = /（(\d+)年以上）/;

function adjustYears(line: string, seniority: Seniority): string {
  return line.replace(YEARS, (_, years: string) => {
    const n = Number(years);
    const wanted = seniority === 'junior' ? 1 : seniority === 'member' ? n : n + 2;
    return `（${wanted}年以上）`;
  });
}

/** The position's own lines, led by the main language unless they already name it. */
function requiredLines(rng: Rng, facts: JobFacts): string[] {
  const senior = seniorByNature(facts);
  const lines = facts.profile.required.map((line) =>
    senior ? line : adjustYears(line, facts.seniority),
  );
  const language = facts.stack.languages[0]!;
  if (facts.profile.flavour !== 'people' && !senior && !lines.some((l) => l.includes(language))) {
    lines.unshift(`${language}を用いた開発経験`);
  }
  if (!senior) lines.push(...rng.sample(SENIORITY_REQUIREMENTS[facts.seniority], 1));
  return lines;
}

function composeRequiredSkills(rng: Rng, facts: JobFacts, shared: Shared): string {
  if (facts.employmentType === 'internship') {
    return bullets([
      rng.pick([
        'プログラミングの学習経験（授業・個人開発を含みます）',
        '個人開発やハッカソンなどでアプリケーションを作った経験',
      ]),
      rng.pick([
        '週2日以上、3か月以上継続して勤務できる方',
        '週3日以上、半年以上継続して勤務できる方',
      ]),
      `${facts.stack.languages[0]}に興味があり、自ら学び続けられる方`,
    ]);
  }
  return bullets(shared.required);
}

function composeWelcomeSkills(rng: Rng, facts: JobFacts, shared: Shared): string {
  // Nothing asked for twice: a welcome line naming what is already required is dropped.
  const required = shared.required.join('\n');
  const named = [...facts.stack.languages, ...facts.stack.frameworks].filter((n) =>
    required.includes(n),
  );
  const lines = rng
    .sample(facts.profile.welcome, 2)
    .filter((line) => !named.some((name) => line.includes(name)));
  const framework = facts.stack.frameworks[0];
  if (facts.profile.flavour === 'people') {
    // A manager or designer is not asked to have coded in the stack, only to follow it.
    if (rng.chance(0.4)) {
      lines.push(`${framework ?? facts.stack.languages[0]}など、開発チームが使う技術への理解`);
    }
  } else {
    if (framework && !required.includes(framework)) lines.push(`${framework}を用いた開発経験`);
    if (facts.cloud) lines.push(`${facts.cloud}を用いた開発・運用経験`);
  }
  if (rng.chance(0.5)) lines.push(rng.pick(FLAVOUR_WELCOME[facts.profile.flavour]));
  if (has(facts, PREFERRED_CONDITION.global) || has(facts, PREFERRED_CONDITION.englishAtWork)) {
    lines.push('英語でのドキュメント読解やコミュニケーションの経験');
  } else if (rng.chance(0.4)) {
    lines.push('OSS活動や技術記事の執筆など社外への発信経験');
  }
  return bullets(lines);
}

function composeDevelopmentEnvironment(rng: Rng, facts: JobFacts): string {
  const lines = TECH_TAG_GROUPS.flatMap((group) => {
    const names = facts.tagIds
      .map((id) => techTagsById.get(id))
      .filter((tag) => tag?.group === group)
      .map((tag) => tag!.name);
    return names.length > 0 ? [`${TECH_TAG_GROUP_LABELS[group]}: ${names.join(', ')}`] : [];
  });
  const { flavour } = facts.profile;
  if (['web', 'infra'].includes(flavour) && rng.chance(0.5)) {
    lines.push(`アーキテクチャ: ${rng.pick(ARCHITECTURE_NOTES)}`);
  }
  if (['web', 'infra', 'data', 'mobile', 'frontend'].includes(flavour) && rng.chance(0.5)) {
    lines.push(`監視: ${rng.pick(MONITORING_TOOLS)}`);
  }
  const tools = [
    rng.weighted([
      ['GitHub', 80],
      ['GitLab', 20],
    ] as const),
    'Slack',
  ];
  tools.push(rng.pick(['Notion', 'Confluence', 'esa']));
  if (['frontend', 'mobile', 'people'].includes(flavour)) tools.push('Figma');
  if (flavour === 'infra') tools.push(rng.pick(['Datadog', 'New Relic']));
  if (['web', 'frontend', 'mobile'].includes(flavour)) tools.push('Sentry');
  if (rng.chance(0.3)) tools.push(rng.pick(['Jira', 'Linear', 'Backlog', 'GitHub Copilot']));
  lines.push(`ツール: ${tools.join(', ')}`);
  return lines.join('\n');
}

const roundTo10 = (value: number) => Math.round(value / 10) * 10;

/** 「東京都渋谷区（渋谷駅）」, or the prefecture alone where no district is listed. */
function officeOf(rng: Rng, prefectureCode: number): string {
  const prefecture = prefecturesByCode.get(prefectureCode)?.name ?? '東京都';
  const areas = OFFICE_AREAS[prefecture];
  if (!areas) return prefecture;
  const [district, station] = rng.pick(areas);
  return `${prefecture}${district}（${station}駅）`;
}

function composeWorkingConditions(rng: Rng, facts: JobFacts, shared: Shared): string {
  const place = prefecturesByCode.get(facts.prefectureCode)?.name ?? '東京都';
  const lines: string[] = [];
  if (facts.workStyle === 'fullRemote') {
    lines.push(
      rng.pick([
        'フルリモート勤務です。国内であればどこからでも働けます。',
        'フルリモート勤務で、出社の必要はありません（交通費は実費支給）。',
        'フルリモート勤務です。全国各地のメンバーがオンラインで協働しています。',
      ]),
    );
    lines.push(
      rng.pick([
        'やり取りはSlackとオンライン会議が中心で、四半期に一度、任意参加のオフラインイベントがあります。',
        '非同期のテキストコミュニケーションを基本にし、会議は必要なものに絞っています。',
        `年に数回、${shared.office}のオフィスに集まる機会があります（任意参加）。`,
      ]),
    );
  } else if (facts.workStyle === 'partialRemote') {
    lines.push(
      rng.pick([
        `週${shared.officeDays}日程度の出社、それ以外はリモートで勤務します。勤務地は${shared.office}のオフィスです。`,
        `勤務地は${shared.office}です。出社は週${shared.officeDays}日程度で、残りはリモートで働けます。`,
      ]),
    );
  } else if (facts.businessType === BUSINESS_TYPE.ses) {
    lines.push(`配属先（主に${place}内の顧客先）への出社が基本です。`);
  } else {
    lines.push(
      rng.pick([
        `${shared.office}のオフィスへの出社が基本です。チームで顔を合わせて議論しながら開発を進めています。`,
        `勤務地は${shared.office}で、出社勤務です。${
          facts.profile.flavour === 'device'
            ? '実機を扱うため、対面での開発を基本にしています。'
            : '設計の議論やレビューは対面で行うことを大切にしています。'
        }`,
      ]),
    );
  }
  lines.push(has(facts, PREFERRED_CONDITION.flextime) ? rng.pick(FLEX_HOURS) : rng.pick(HOURS));
  if (has(facts, PREFERRED_CONDITION.overtimeUnder20h)) {
    lines.push('月の平均残業時間は20時間未満です。');
  }
  if (has(facts, PREFERRED_CONDITION.sideJobOk)) lines.push('副業も可能です（事前申請制）。');
  if (facts.employmentType === 'fulltime') {
    if (rng.chance(0.7)) lines.push(rng.pick(HOLIDAYS));
    lines.push(
      rng.pick([
        `想定年収は${yen(facts.salaryMin)}万〜${yen(facts.salaryMax)}万円です（経験・スキルを考慮して決定します）。`,
        `年収${yen(facts.salaryMin)}万〜${yen(facts.salaryMax)}万円（賞与年2回を含む）。`,
        `年俸制で${yen(facts.salaryMin)}万〜${yen(facts.salaryMax)}万円（12分割で毎月支給）。`,
      ]),
    );
    const benefits = BENEFITS.filter(
      (b) => !b.startsWith('副業') || !has(facts, PREFERRED_CONDITION.sideJobOk),
    );
    if (rng.chance(0.6)) lines.push(`福利厚生: ${rng.sample(benefits, rng.int(2, 3)).join('、')}`);
  }
  const byEmployment: Record<EmploymentType, string> = {
    fulltime: '雇用形態は正社員で、試用期間は3か月です。',
    freelance: '業務委託契約で、稼働は週3日〜5日の間でご相談ください。',
    parttime: 'パート・アルバイトとして、週3日・1日6時間からの勤務をご相談いただけます。',
    internship: '学生の方を対象とした長期インターンで、学業との両立を前提にシフトを組みます。',
  };
  lines.push(byEmployment[facts.employmentType]);
  return lines.join('\n');
}

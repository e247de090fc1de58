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
import type { PositionProfile, Stack } from './position-profiles';
import type { Rng } from './random';

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

export function composeJobText(rng: Rng, facts: JobFacts): JobText {
  return {
    title: composeTitle(rng, facts),
    summary: composeSummary(rng, facts),
    jobDetails: composeJobDetails(rng, facts),
    requiredSkills: composeRequiredSkills(facts),
    welcomeSkills: composeWelcomeSkills(rng, facts),
    developmentEnvironment: composeDevelopmentEnvironment(rng, facts),
    workingConditions: composeWorkingConditions(rng, facts),
  };
}

const bullets = (lines: readonly string[]): string => lines.map((line) => `・${line}`).join('\n');
const has = (facts: JobFacts, condition: number) => facts.preferredConditionIds.includes(condition);

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

const EMPLOYMENT_PREFIX: Record<EmploymentType, string> = {
  fulltime: '',
  freelance: '【業務委託】',
  parttime: '【週3日〜】',
  internship: '【長期インターン】',
};

function composeTitle(rng: Rng, facts: JobFacts): string {
  const position = roleName(facts);
  const stack = facts.profile.stackInTitle ? `（${stackLabel(facts.stack, facts.cloud)}）` : '';
  const { product } = facts;
  const templates =
    facts.businessType === BUSINESS_TYPE.ses
      ? [`${position}${stack}｜${product}の開発案件`, `${product}案件の${position}${stack}`]
      : facts.businessType === BUSINESS_TYPE.entrusted
        ? [
            `受託開発の${position}${stack}｜${product}`,
            `${product}の開発プロジェクト｜${position}${stack}`,
          ]
        : [
            `${product}の${position}${stack}`,
            `自社開発｜${product}を支える${position}${stack}`,
            `${position}募集｜${product}の開発を担う${stack ? `メンバー${stack}` : 'メンバー'}`,
            `${product}の開発チームで働く${position}${stack}`,
          ];
  const prefix =
    EMPLOYMENT_PREFIX[facts.employmentType] ||
    (facts.workStyle === 'fullRemote' && rng.chance(0.4) ? '【フルリモート】' : '');
  return `${prefix}${rng.pick(templates)}`;
}

const GROWTH_NOTES = [
  'サービスの成長にともない、開発体制を強化しています。',
  'リリースから3年で利用者数が10倍に伸び、次の成長を一緒に担う仲間を探しています。',
  '新規事業の立ち上げフェーズで、技術選定から関わっていただけます。',
  '既存プロダクトの刷新プロジェクトが始まり、その中心となるメンバーを募集します。',
  'ユーザーの声をすばやくプロダクトに反映できる、風通しのよいチームです。',
];

function composeSummary(rng: Rng, facts: JobFacts): string {
  const position = roleName(facts);
  if (facts.businessType === BUSINESS_TYPE.ses) {
    return `${facts.product}の開発案件に参画していただく${position}を募集します。${facts.companyName}の社員として、希望や適性に合わせて案件を選びながらキャリアを築けます。`;
  }
  if (facts.businessType === BUSINESS_TYPE.entrusted) {
    return `${facts.companyName}は${facts.customer}のシステム開発を手がけています。今回は${facts.product}の開発プロジェクトで${position}を募集します。`;
  }
  return `${facts.companyName}が提供する${facts.product}の${position}を募集しています。${rng.pick(GROWTH_NOTES)}`;
}

function composeJobDetails(rng: Rng, facts: JobFacts): string {
  const duties = rng.sample(facts.profile.duties, 3);
  const engineers = rng.int(3, 12);
  const team = `エンジニア${engineers}名${rng.chance(0.6) ? '・デザイナー1名' : ''}${rng.chance(0.6) ? '・PdM1名' : ''}`;
  const process = has(facts, PREFERRED_CONDITION.agile)
    ? 'スクラム（1〜2週間のスプリント）'
    : facts.businessType === BUSINESS_TYPE.inHouse
      ? rng.pick(['2週間単位のスプリント', 'カンバン方式'])
      : 'ウォーターフォールを基本に、一部アジャイルを取り入れた形';
  return [
    `${facts.product}の${roleName(facts)}として、次の業務をお任せします。`,
    bullets(duties),
    `チームは${team}の構成で、${process}で開発を進めています。`,
  ].join('\n');
}

const SENIOR_SALARY_FLOOR = 750;

function composeRequiredSkills(facts: JobFacts): string {
  if (facts.employmentType === 'internship') {
    return bullets([
      'プログラミングの学習経験（授業・個人開発を含みます）',
      '週2日以上、3か月以上継続して勤務できる方',
      `${facts.stack.languages[0]}に興味があり、自ら学び続けられる方`,
    ]);
  }
  return bullets(requiredLines(facts));
}

/** The position's own lines, led by the main language unless they already name it. */
function requiredLines(facts: JobFacts): string[] {
  const lines = [...facts.profile.required];
  const language = facts.stack.languages[0]!;
  const junior = facts.profile.salary[0] < SENIOR_SALARY_FLOOR;
  if (facts.profile.flavour !== 'people' && junior && !lines.some((l) => l.includes(language))) {
    lines.unshift(`${language}を用いた開発経験`);
  }
  return lines;
}

function composeWelcomeSkills(rng: Rng, facts: JobFacts): string {
  // Nothing asked for twice: a welcome line naming what is already required is dropped.
  const required = requiredLines(facts).join('\n');
  const named = [...facts.stack.languages, ...facts.stack.frameworks].filter((n) =>
    required.includes(n),
  );
  const lines = rng
    .sample(facts.profile.welcome, 2)
    .filter((line) => !named.some((name) => line.includes(name)));
  const framework = facts.stack.frameworks[0];
  if (framework && !required.includes(framework)) lines.push(`${framework}を用いた開発経験`);
  if (facts.cloud) lines.push(`${facts.cloud}を用いた開発・運用経験`);
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
  const tools = [
    rng.weighted([
      ['GitHub', 80],
      ['GitLab', 20],
    ] as const),
    'Slack',
  ];
  tools.push(rng.pick(['Notion', 'Confluence', 'esa']));
  if (['frontend', 'mobile', 'people'].includes(facts.profile.flavour)) tools.push('Figma');
  if (facts.profile.flavour === 'infra') tools.push(rng.pick(['Datadog', 'New Relic']));
  if (['web', 'frontend', 'mobile'].includes(facts.profile.flavour)) tools.push('Sentry');
  lines.push(`ツール: ${tools.join(', ')}`);
  return lines.join('\n');
}

function composeWorkingConditions(rng: Rng, facts: JobFacts): string {
  const place = prefecturesByCode.get(facts.prefectureCode)?.name ?? '東京都';
  const lines: string[] = [];
  if (facts.workStyle === 'fullRemote') {
    lines.push('フルリモート勤務です。国内であればどこからでも働けます。');
    lines.push(
      'やり取りはSlackとオンライン会議が中心で、四半期に一度、任意参加のオフラインイベントがあります。',
    );
  } else if (facts.workStyle === 'partialRemote') {
    lines.push(
      `週${rng.int(1, 3)}日程度の出社、それ以外はリモートで勤務します。勤務地は${place}のオフィスです。`,
    );
  } else if (facts.businessType === BUSINESS_TYPE.ses) {
    lines.push(`配属先（主に${place}内の顧客先）への出社が基本です。`);
  } else {
    lines.push(
      `${place}のオフィスへの出社が基本です。チームで顔を合わせて議論しながら開発を進めています。`,
    );
  }
  lines.push(
    has(facts, PREFERRED_CONDITION.flextime)
      ? 'フレックスタイム制（コアタイム11:00〜15:00）です。'
      : '勤務時間は9:30〜18:30（休憩1時間）です。',
  );
  if (has(facts, PREFERRED_CONDITION.overtimeUnder20h))
    lines.push('月の平均残業時間は20時間未満です。');
  if (has(facts, PREFERRED_CONDITION.sideJobOk)) lines.push('副業も可能です（事前申請制）。');
  const byEmployment: Record<EmploymentType, string> = {
    fulltime: '雇用形態は正社員で、試用期間は3か月です。',
    freelance: '業務委託契約で、稼働は週3日〜5日の間でご相談ください。',
    parttime: 'パート・アルバイトとして、週3日・1日6時間からの勤務をご相談いただけます。',
    internship: '学生の方を対象とした長期インターンで、学業との両立を前提にシフトを組みます。',
  };
  lines.push(byEmployment[facts.employmentType]);
  return lines.join('\n');
}

import { jobPositionByKey, SCHOOL_TYPE } from '@kiseki/contract';
import { asc, sql } from 'drizzle-orm';
import { createExperience } from '../../../test/factories';
import {
  careerUpdateRequests,
  companies,
  educations,
  profiles,
  setupStatuses,
  userBlockedCompanies,
  userJobSettings,
  users,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { DEMO_ACCOUNTS } from './demo-accounts';

/*
 * The demo engineer's career, so that a newcomer sees every career screen filled: four
 * experiences (two at one company that merge into one group, the later one ongoing, and an
 * old internship without positions, which the position-inference dialog offers to fill), a
 * degree, desired conditions, a hirability level, a blocked company and one company's request
 * to bring the career up to date. Fixed data, dated from the demo world's "now".
 */

const DAY_MS = 86_400_000;
const positions = (...keys: Parameters<typeof jobPositionByKey>[0][]) =>
  keys.map((key) => jobPositionByKey(key).id);

/** Year and month `monthsAgo` months before `now` (UTC calendar). */
function monthsBefore(now: Date, monthsAgo: number): { year: number; month: number } {
  const total = now.getUTCFullYear() * 12 + now.getUTCMonth() - monthsAgo;
  return { year: Math.floor(total / 12), month: (total % 12) + 1 };
}

export async function seedDemoCareer(db: Db, now: Date): Promise<void> {
  const [engineer] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.engineer.email}`);
  if (!engineer) return;
  const userId = engineer.id;

  // Periods relative to "now": the current role started 26 months ago, the one before ended
  // the month before (a one-month step, so both show as one group).
  const leadStart = monthsBefore(now, 26);
  const backendEnd = monthsBefore(now, 27);
  const backendStart = monthsBefore(now, 27 + 30);
  const webEnd = monthsBefore(now, 27 + 31);
  const webStart = monthsBefore(now, 27 + 31 + 36);
  const internEnd = monthsBefore(now, 27 + 31 + 36 + 2);
  const internStart = monthsBefore(now, 27 + 31 + 36 + 8);

  const plan = [
    {
      organizationName: '株式会社ミライクラウド',
      positionName: 'テックリード',
      positionIds: positions('TECH_LEAD', 'BACKEND_ENGINEER'),
      startYear: leadStart.year,
      startMonth: leadStart.month,
      endYear: null,
      endMonth: null,
      description:
        '決済基盤チーム（6名）のテックリード。\nGo と PostgreSQL による決済 API の設計・レビューを担当し、障害件数を前年比 40% 削減。\n採用面接とオンボーディングの仕組みづくりも担当。',
    },
    {
      organizationName: '株式会社ミライクラウド',
      positionName: 'バックエンドエンジニア',
      positionIds: positions('BACKEND_ENGINEER'),
      startYear: backendStart.year,
      startMonth: backendStart.month,
      endYear: backendEnd.year,
      endMonth: backendEnd.month,
      description:
        'SaaS 型会計サービスのバックエンド開発。\nRuby on Rails のモノリスから Go のサービスへ段階的に移行し、月次締め処理を 6 時間から 40 分に短縮。',
    },
    {
      organizationName: '合同会社サクラソフト',
      positionName: 'Webエンジニア',
      positionIds: positions('WEB_APPLICATION_ENGINEER', 'FRONTEND_ENGINEER'),
      isClientWork: true,
      clientCompanyName: '地方銀行（非公開）',
      startYear: webStart.year,
      startMonth: webStart.month,
      endYear: webEnd.year,
      endMonth: webEnd.month,
      description:
        '受託開発で金融機関向け Web アプリケーションを担当。\nTypeScript と React で顧客向け画面を刷新し、アクセシビリティ対応を推進。',
    },
    {
      organizationName: '株式会社ノースデータ',
      positionName: 'データ分析インターン',
      positionIds: [],
      startYear: internStart.year,
      startMonth: internStart.month,
      endYear: internEnd.year,
      endMonth: internEnd.month,
      description: 'Python と SQL で広告配信ログを集計し、機械学習モデルの特徴量作りを手伝った。',
    },
  ];
  for (const experience of plan) {
    await createExperience(
      db,
      userId,
      {
        isClientWork: false,
        clientCompanyName: null,
        createdAt: now,
        updatedAt: now,
        ...experience,
      },
      { now },
    );
  }

  await db.insert(educations).values({
    userId,
    position: 0,
    schoolType: SCHOOL_TYPE.UNIVERSITY,
    schoolName: '東都工業大学',
    endYear: webStart.year,
    endMonth: 3,
    enrollmentStatus: 0,
    major: '工学部 情報工学科',
    createdAt: now,
  });

  // A birthdate whose visibility was never asked: the birthdate dialog shows once.
  await db.insert(profiles).values({
    userId,
    name: '木島 蓮',
    birthdate: '1994-06-15',
    isBirthdatePublic: true,
    prefecture: 13,
    address: '東京都渋谷区',
    createdAt: now,
    updatedAt: now,
  });

  const tenDaysAgo = new Date(now.getTime() - 10 * DAY_MS);
  await db.insert(userJobSettings).values({
    userId,
    hirabilityLevel: 'WANT_TO_HEAR',
    hirabilityLevelUpdatedAt: tenDaysAgo,
    job: true,
    isItEngineer: true,
    employmentTypeFulltime: true,
    wantToDo:
      '決済や会計のように間違いが許されない領域で、信頼性の高いシステムを設計したい。\nチームの開発生産性を上げる仕組みづくりにも関わりたい。',
    wantToDoUpdatedAt: tenDaysAgo,
    jobSummary:
      'Web アプリケーションとバックエンドの開発に約 10 年携わってきました。\n現職では決済基盤チームのテックリードとして、Go と PostgreSQL による API の設計、障害対応の仕組みづくり、採用とメンバー育成を担当しています。\n前職の受託開発では金融機関向けの画面刷新を TypeScript と React で進めました。',
    desiredAnnualSalary: 850,
    desiredBusinessTypeInHouse: true,
    desiredWorkStyleFullRemote: true,
    desiredWorkStylePartialRemote: true,
    desiredLocations: [13, 14],
    desiredWorkConditionUpdatedAt: tenDaysAgo,
    displayName: 'K.R',
    isWorkableAge: true,
    createdAt: now,
    updatedAt: now,
  });

  await db
    .insert(setupStatuses)
    .values({ userId, step: 'completed', completedAt: now, updatedAt: now });

  const someCompanies = await db
    .select({ id: companies.id })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(2);
  if (someCompanies[0]) {
    await db.insert(userBlockedCompanies).values({ userId, companyId: someCompanies[0].id });
  }
  if (someCompanies[1]) {
    await db.insert(careerUpdateRequests).values({
      userId,
      companyId: someCompanies[1].id,
      message: '現在のテックリードとしてのご経験について、担当範囲をもう少し詳しく教えてください。',
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
    });
  }
}

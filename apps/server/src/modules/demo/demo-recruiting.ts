import { candidateSearchQuerySchema } from '@kiseki/contract';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { type Config, testConfig } from '../../config';
import {
  companies,
  companyMembers,
  jobDescriptions,
  userBlockedCompanies,
  users,
} from '../../db/schema';
import type { Db } from '../../db/types';
import type { ServiceContext } from '../../lib/service-context';
import { insertAccount } from '../accounts/users.service';
import { requestCareerUpdate } from '../career/career-update-requests.service';
import { inlineSuggestionDispatcher } from '../jobs/suggestions/suggestion-dispatcher';
import { inlineImportDispatcher } from '../portfolio/import-dispatcher';
import { getCandidatePage } from '../recruiting/candidates/candidate-page.service';
import { searchCandidates } from '../recruiting/candidates/candidate-search.service';
import { indexAllPeople } from '../recruiting/candidates/person-search-index';
import { markInterest, reactToInterest } from '../recruiting/interests/interests.service';
import { setMailSetting } from '../recruiting/interests/mail-settings';
import {
  postCompanyMessage,
  sendScout,
  startThread,
} from '../recruiting/threads/company-threads.service';
import { markReadByPerson, postPersonMessage } from '../recruiting/threads/threads.service';
import { DEMO_ACCOUNTS } from './demo-accounts';

/*
 * The company side of the demo world (issue 10). Three demo companies get a recruiter login
 * each (printed at start-up), and those recruiters act on the demo engineer through the same
 * services the console's calls use, at dates before the world's "now": they search with
 * keywords, open the engineer's page (its views), mark interest, open a thread after the
 * engineer answered, send a scout and ask for a career update. A newcomer signed in as the
 * engineer finds views, searched keywords, interest, messages and a request; signed in as a
 * recruiter, the other side of the same rows.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Recruiter logins; public on purpose, like the other demo logins. */
export const DEMO_RECRUITERS = [
  {
    email: 'recruiter@kiseki.example.jp',
    password: 'kiseki-recruiter-2026',
    displayName: '山田 美咲',
  },
  {
    email: 'recruiter2@kiseki.example.jp',
    password: 'kiseki-recruiter-2026',
    displayName: '佐藤 健太',
  },
  {
    email: 'recruiter3@kiseki.example.jp',
    password: 'kiseki-recruiter-2026',
    displayName: '高橋 由紀',
  },
] as const;

export const DEMO_RECRUITER_EMAILS = DEMO_RECRUITERS.map((r) => r.email);

export interface DemoRecruiting {
  recruiters: number;
  interests: number;
  threads: number;
}

/**
 * Seeds the recruiters and their activity; nothing when the demo engineer or enough companies
 * with open jobs are missing. `config` signs the mailed reaction links: with it the demo
 * engineer's company mails are on and land in the outbox (the development mailbox shows
 * them); without it (tests) they stay off and nothing is mailed.
 */
export async function seedDemoRecruiting(
  db: Db,
  now: Date,
  config?: Config,
): Promise<DemoRecruiting> {
  const none = { recruiters: 0, interests: 0, threads: 0 };
  const [engineer] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.engineer.email}`);
  if (!engineer) return none;
  const picked = await companiesWithOpenJobs(db, engineer.id, DEMO_RECRUITERS.length);
  if (picked.length < DEMO_RECRUITERS.length) return none;

  const at = (daysAgo: number, hour: number): Date =>
    new Date(now.getTime() - daysAgo * DAY_MS + hour * HOUR_MS - 12 * HOUR_MS);
  const ctxAt = (time: Date): ServiceContext => ({
    db,
    // Only mails use the config, and mails are on only when a real one was given.
    config: config ?? testConfig(),
    now: () => time,
    // Queued mails wait in the outbox; the server's start sends what is left there.
    mail: { dispatch: async () => {} },
    imports: inlineImportDispatcher(null),
    suggestions: inlineSuggestionDispatcher(null),
  });

  if (config) {
    for (const setting of [
      'followedByNewCompany',
      'remindUnrepliedMessages',
      'profileUpdateRequestNotification',
    ] as const) {
      await setMailSetting(db, engineer.id, setting, true, at(20, 0));
    }
  }

  const recruiters = [];
  for (const [i, account] of DEMO_RECRUITERS.entries()) {
    const company = picked[i]!;
    const user = await insertAccount(db, at(40, 9), {
      ...account,
      isActive: true,
      isAdmin: false,
      agreedToTerms: true,
    });
    await db
      .insert(companyMembers)
      .values({ userId: user.id, companyId: company.id, role: 'admin', createdAt: at(40, 9) });
    recruiters.push({ userId: user.id, companyId: company.id, jobId: company.jobId });
  }
  const [first, second, third] = recruiters as [
    (typeof recruiters)[number],
    (typeof recruiters)[number],
    (typeof recruiters)[number],
  ];

  // Searches and page views: what /analytics/keywords and the outputs' views show. The
  // searches are dated before the portfolio import that marked the engineer's search row
  // stale; a search never overwrites a mark newer than itself, so the row is built first,
  // as of the world's "now".
  await indexAllPeople(db, now);
  const searches: [typeof first, string, number][] = [
    [first, 'Go', 12],
    [first, '決済', 12],
    [second, 'バックエンド', 9],
    [second, 'PostgreSQL', 6],
    [third, 'テックリード', 4],
    [third, 'Go', 2],
  ];
  for (const [recruiter, keyword, daysAgo] of searches) {
    const query = candidateSearchQuerySchema.parse({ keyword });
    await searchCandidates(db, recruiter.companyId, query, at(daysAgo, 10));
  }
  for (const [recruiter, daysAgo] of [
    [first, 12],
    [second, 9],
    [third, 4],
    [first, 3],
  ] as const) {
    await getCandidatePage(db, recruiter.companyId, engineer.id, at(daysAgo, 11));
  }

  // First company: interest, a positive answer, then a conversation with an unread reply.
  const firstInterest = await markInterest(ctxAt(at(11, 14)), {
    companyId: first.companyId,
    recruiterId: first.userId,
    userId: engineer.id,
    jobDescriptionId: first.jobId,
  });
  await reactToInterest(ctxAt(at(10, 21)), engineer.id, firstInterest.interest.id, 2);
  const thread = await startThread(ctxAt(at(9, 10)), first, {
    user_id: engineer.id,
    body: '話を聞いてみたいとお返事いただきありがとうございます。決済基盤チームでテックリードをされているご経験を拝見し、私たちの決済プラットフォームの設計をぜひ一緒に進めていただきたいと考えました。\n\nまずは30分ほど、チームの体制と今後の計画をお話しできればと思います。来週のご都合はいかがでしょうか。',
  });
  await postPersonMessage(
    ctxAt(at(8, 22)),
    engineer.id,
    thread.thread_id,
    'ご連絡ありがとうございます。ぜひお話を伺いたいです。来週であれば火曜か木曜の夜（19時以降）が空いています。オンラインでお願いできますか。',
  );
  await postCompanyMessage(
    ctxAt(at(1, 11)),
    first,
    thread.thread_id,
    'ありがとうございます。木曜19時半からオンラインでいかがでしょうか。当日はエンジニアリングマネージャーの田中も同席します。面談用のURLは前日にお送りします。',
  );

  // Second company: a scout naming a job and a salary range, not read yet.
  await sendScout(ctxAt(at(2, 16)), second, {
    user_id: engineer.id,
    job_description_id: second.jobId,
    salary_min: 850,
    salary_max: 1100,
    body: 'Go と PostgreSQL による決済 API の設計と、障害対応の仕組みづくりのご経験を拝見してご連絡しました。私たちは今、加盟店向けの精算基盤を作り直しており、設計とレビューの中心になっていただける方を探しています。\n\nフルリモートで、出社は四半期に一度の全社会のみです。カジュアル面談からでも構いませんので、ご興味があればお返事ください。',
  });

  // Third company: interest not answered yet (the badge), and a career-update request.
  await markInterest(ctxAt(at(0, 9)), {
    companyId: third.companyId,
    recruiterId: third.userId,
    userId: engineer.id,
    jobDescriptionId: third.jobId,
  });
  await requestCareerUpdate(ctxAt(at(3, 15)), {
    companyId: third.companyId,
    recruiterId: third.userId,
    userId: engineer.id,
    message:
      '前職の受託開発でのご経験（担当した画面刷新の規模やチーム構成）を経歴に追記いただけると、ポジションをより具体的にご提案できます。',
  });

  // The engineer read the first thread up to their own reply; the company's answer stays unread.
  await markReadByPerson(ctxAt(at(8, 22)), engineer.id, thread.thread_id);
  return { recruiters: recruiters.length, interests: 2, threads: 2 };
}

/**
 * Companies with an open job, skipping the ones the engineer blocked and the one the older
 * demo career-update request came from, each with the job its recruiter writes about: the
 * lowest ids, so the same seed picks the same ones.
 */
async function companiesWithOpenJobs(
  db: Db,
  engineerId: number,
  count: number,
): Promise<{ id: number; jobId: number }[]> {
  const blocked = await db
    .select({ id: userBlockedCompanies.companyId })
    .from(userBlockedCompanies)
    .where(eq(userBlockedCompanies.userId, engineerId));
  const firstTwo = await db
    .select({ id: companies.id })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(2);
  const skipped = [...blocked, ...firstTwo].map((c) => c.id);
  const rows = await db
    .select({ id: companies.id, jobId: sql<number>`min(${jobDescriptions.id})`.mapWith(Number) })
    .from(companies)
    .innerJoin(
      jobDescriptions,
      and(eq(jobDescriptions.companyId, companies.id), eq(jobDescriptions.status, 'published')),
    )
    .where(skipped.length > 0 ? notInArray(companies.id, skipped) : undefined)
    .groupBy(companies.id)
    .orderBy(asc(companies.id))
    .limit(count);
  return rows;
}

/** Deletes the demo recruiters before a reseed (their memberships cascade). */
export async function deleteDemoRecruiters(db: Db): Promise<void> {
  await db.delete(users).where(inArray(sql`lower(${users.email})`, DEMO_RECRUITER_EMAILS));
}

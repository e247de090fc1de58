import { SHARE_HASHTAG, SHARE_TEXT_TARGET_LENGTH } from '@kiseki/contract';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { listSkillTags, personInfo } from '../person/person.service';
import {
  allOutputsOf,
  listActivities,
  listBlogArticles,
  listEvents,
  listLanguages,
  listNoteArticles,
  listQiitaPosts,
  listRepos,
  listSlides,
  listTeratailReplies,
  listZennArticles,
} from '../person/person-outputs.service';
import { readScoreDetails } from '../scores/score-details.service';
import { openShareOwner } from './public-setting.service';

/** Closed and unknown answer the same, so a visitor learns nothing either way. */
export const publicNotFound = () => new AppError('not_found');

/** Without the views: who looked at a portfolio is its owner's business only. */
const withoutViews = <T extends { views: number; views_detail: unknown[] }>(items: T[]) =>
  items.map(({ views: _v, views_detail: _d, ...rest }) => rest);

/**
 * The share text of spec section 9: about 100 characters, ending with the hashtag and
 * leaving room for the URL the share intent adds.
 */
export function shareText(name: string, total: number | null, skills: string[]): string {
  const who = name ? `${name}さん` : 'エンジニア';
  const score = total === null ? '' : `総合スコア${total.toFixed(1)}、`;
  const base = `${who}のポートフォリオ（${score}`;
  const tail = `）をKisekiで公開しています。GitHubやQiitaでの活動からスコアを算出しています。 ${SHARE_HASHTAG}`;
  let skillText = '';
  for (const s of skills) {
    const next = skillText ? `${skillText}・${s}` : s;
    if (base.length + next.length + tail.length > SHARE_TEXT_TARGET_LENGTH) break;
    skillText = next;
  }
  const middle = skillText || '技術の記録';
  return `${base}${middle}${tail}`;
}

/** What GET /api/public/{share_id} answers: the open portfolio, nothing private. */
export async function publicPortfolio(db: Db, shareId: string, now: Date) {
  const setting = await openShareOwner(db, shareId);
  if (!setting) throw publicNotFound();
  const userId = setting.userId;
  const outputs = await allOutputsOf(db, userId);
  const [
    info,
    skillTags,
    scores,
    languages,
    repos,
    qiita,
    zenn,
    note,
    blog,
    slides,
    replies,
    events,
    activities,
  ] = await Promise.all([
    personInfo(db, userId),
    listSkillTags(db, userId),
    readScoreDetails(db, userId, now, { history: false }),
    listLanguages(db, userId, outputs),
    listRepos(db, userId, null, outputs),
    listQiitaPosts(db, userId, null, outputs),
    listZennArticles(db, userId, null, outputs),
    listNoteArticles(db, userId, null, outputs),
    listBlogArticles(db, userId, null),
    listSlides(db, userId, null, outputs),
    listTeratailReplies(db, userId, null, outputs),
    listEvents(db, userId, null, outputs),
    listActivities(db, userId),
  ]);
  const { email_address: _e, occupation: _o, updated_at: _u, ...visible } = info;
  const confirmedTags = skillTags.filter((t) => !t.is_auto);
  const scoreDetails = Object.fromEntries(
    Object.entries(scores.score_details).map(([type, { factors: _f, hints: _h, ...rest }]) => [
      type,
      rest,
    ]),
  );
  const total = scores.score_details['1000']?.score ?? null;
  return {
    person: {
      person_info: { ...visible, share_id: setting.customShareId ?? setting.originalShareId },
      skill_tags_info: confirmedTags,
    },
    score_details: scoreDetails,
    languages_info: languages,
    repos_info: withoutViews(repos),
    qiita_posts_info: withoutViews(qiita),
    zenn_articles_info: withoutViews(zenn),
    note_articles_info: withoutViews(note),
    blog_articles_info: withoutViews(blog),
    speaker_deck_slides_info: withoutViews(slides),
    teratail_replies_info: withoutViews(replies),
    events_info: withoutViews(events),
    activities,
    share_text: shareText(
      info.name,
      total,
      confirmedTags.slice(0, 3).map((t) => t.name),
    ),
  };
}

export type PublicPortfolio = Awaited<ReturnType<typeof publicPortfolio>>;

/** ISO 8601 in Japan time, as the public JSON's dates are written. */
const jst = (epoch: number | null): string | null => {
  if (epoch === null) return null;
  const d = new Date(epoch * 1000 + 9 * 3_600_000);
  return `${d.toISOString().slice(0, 19)}+09:00`;
};
const scoreOf = (p: PublicPortfolio, type: string): number => {
  const s = (p.score_details[type] as { score: number | null } | undefined)?.score ?? null;
  return s === null ? 0 : Math.round(s * 100) / 100;
};

/**
 * The public-page JSON of reference-data (`/public/{share_id}.json`), for tools that read
 * portfolios of this ecosystem. e_score is our tech score, i_score our influence score;
 * b_score (a business score) is not something we compute, so it is 0.
 */
export function publicJson(p: PublicPortfolio) {
  return {
    name: p.person.person_info.name,
    description: p.person.person_info.bio,
    e_score: scoreOf(p, '1'),
    b_score: 0,
    i_score: scoreOf(p, '17'),
    activities: p.activities.map((a) => ({
      date: jst(a.date),
      title: a.title,
      url: a.url,
      type: a.type,
    })),
    blog_articles: p.blog_articles_info.map((a) => ({
      posted_at: jst(a.posted_at),
      tags: a.tags,
      title: a.title,
      url: a.url,
    })),
    events: p.events_info.map((e) => ({
      date: jst(e.date),
      is_organizer: e.is_organizer,
      is_presenter: e.is_presenter,
      status: e.status,
      title: e.title,
      url: e.url,
    })),
    github_repositories: p.repos_info.map((r) => ({
      id: r.id,
      title: r.title,
      url: r.url,
      description: r.description,
      language: r.language,
      languages: r.languages,
      contributions: r.contributions,
      contributors_count: r.contributors_count,
      forks: r.forks,
      is_fork: r.is_fork,
      is_oss: r.is_oss,
      is_owner: r.is_owner,
      stargazers_count: r.stargazers_count,
    })),
    note_articles: p.note_articles_info.map((a) => ({
      like_count: a.like_count,
      published_at: jst(a.posted_at),
      tags: a.tags,
      title: a.title,
      url: a.url,
    })),
    qiita_articles: p.qiita_posts_info.map((a) => ({
      headlines: a.headlines,
      stockers_count: a.stockers_count,
      tags: a.tags,
      title: a.title,
      updated_at: jst(a.updated_at),
      url: a.url,
    })),
    zenn_articles: p.zenn_articles_info.map((a) => ({
      posted_at: jst(a.posted_at),
      tags: a.tags,
      title: a.title,
      url: a.url,
    })),
    speaker_deck_slides: p.speaker_deck_slides_info.map((s) => ({
      description: s.description,
      presentation_date: jst(s.presentation_date),
      star_count: s.star_count,
      title: s.title,
      url: s.url,
      view_count: s.view_count,
    })),
    teratail_replies: p.teratail_replies_info.map((r) => ({
      created_at: jst(r.created_at),
      is_best_answer: r.is_best_answer,
      tags: r.tags,
      title: r.title,
      url: r.url,
    })),
  };
}

import { PRODUCT_NAME } from '@kiseki/contract';
import type { Db } from '../../db/types';
import { escapeHtml } from '../../lib/html';
import type { PageHead } from '../../plugins/web-app';
import { personInfo } from '../person/person.service';
import { readScoreDetails } from '../scores/score-details.service';
import { openShareOwner } from './public-setting.service';
import { issueShareToken } from './share-token';

export const SHARE_TOKEN_META = 'kiseki-share-token';
/** The card image of link previews (1200×630, in the web app's public folder). */
export const OG_IMAGE_PATH = '/og-image.png';

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** A path segment decoded, or '' when its percent-encoding is malformed (no such page). */
function decodedSegment(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return '';
  }
}

/**
 * Pages that need the server: /public/* and /team-tags/* carry the share token (spec
 * section 6), and an open /public/{id} carries OGP and Twitter-card meta for link previews.
 * A closed or unknown id gets the token only: no hint it exists.
 */
export function publicPageHead(deps: {
  db: Db;
  secretKey: string;
  baseUrl: string;
  now: () => Date;
}) {
  return async (path: string): Promise<PageHead | null> => {
    const isPublic = path.startsWith('/public/') || path === '/public';
    const isTeam = path.startsWith('/team-tags/') || path === '/team-tags';
    if (!isPublic && !isTeam) return null;
    const now = deps.now();
    const parts = [meta('name', SHARE_TOKEN_META, issueShareToken(deps.secretKey, now))];
    const shareId = isPublic ? decodedSegment(path.slice('/public/'.length).split('/')[0]) : '';
    const owner = shareId ? await openShareOwner(deps.db, shareId) : null;
    if (owner) {
      const [info, scores] = await Promise.all([
        personInfo(deps.db, owner.userId),
        readScoreDetails(deps.db, owner.userId, now, { history: false }),
      ]);
      const name = info.name || 'エンジニア';
      const title = `${name}さんのポートフォリオ | ${PRODUCT_NAME}`;
      const total = scores.score_details['1000']?.score;
      const summary =
        info.bio.trim().replace(/\s+/g, ' ').slice(0, 100) ||
        `${name}さんの技術的な活動とスコア${typeof total === 'number' ? `（総合 ${total.toFixed(1)}）` : ''}をまとめたポートフォリオです。`;
      // One address per page for previews and search engines, whichever id was opened.
      const canonicalId = owner.customShareId ?? owner.originalShareId;
      const url = `${deps.baseUrl}/public/${encodeURIComponent(canonicalId)}`;
      const image = `${deps.baseUrl}${OG_IMAGE_PATH}`;
      parts.push(
        meta('property', 'og:type', 'profile'),
        meta('property', 'og:site_name', PRODUCT_NAME),
        meta('property', 'og:title', title),
        meta('property', 'og:description', summary),
        meta('property', 'og:url', url),
        meta('property', 'og:image', image),
        meta('name', 'twitter:card', 'summary_large_image'),
        meta('name', 'twitter:title', title),
        meta('name', 'twitter:description', summary),
        meta('name', 'twitter:image', image),
        `<link rel="canonical" href="${escapeHtml(url)}">`,
      );
      return { markup: parts.join(''), title, description: summary };
    }
    return { markup: parts.join(''), title: null, description: null };
  };
}
